"""How English questions about a ruling are framed: calling the director, what the director
said, asking whether it was right. Words of every question, whatever happened at the table
(`search/framing.py` drops them from a story that has other words). Each is a pattern of plain
words, `\\s+` between them, `(?:…|…)` for alternatives and `?` for what may be missing; matched
as whole words in any case."""

_CALL = r"(?:call(?:s|ed|ing)?|summon(?:s|ed|ing)?|get|got|fetch(?:ed)?|ask(?:ed)?\s+for)"
_TD = r"(?:the\s+)?(?:td|director|tournament\s+director)"

PATTERNS = (
    _CALL + r"\s+" + _TD + r"(?:\s+(?:over|back|again))?",
    _TD + r"\s+(?:was|were)\s+called",
    _TD + r"\s+(?:came|arrived|ruled|rules|said|says|decided|allowed|let|told|gave|gives|"
    r"insisted|forced)",
    r"(?:was|is|were|are)\s+(?:that|this|it|he|she|they|i|we|the\s+td|the\s+director|lho|rho)"
    r"\s+(?:right|correct|wrong)",
    r"who\s+is\s+right",
    r"(?:right|correct)\s+(?:decision|ruling)",
    r"(?:your|the)\s+ruling",
    r"ruling\s+please",
    r"how\s+(?:should|do|would)\s+(?:i|we|you|the\s+td|the\s+director)\s+rule",
    r"what\s+(?:should|must)\s+(?:happen|i\s+do|we\s+do|the\s+td\s+do|the\s+director\s+do)",
    r"what\s+happens(?:\s+now)?",
    r"what\s+now",
    r"what\s+(?:are|were)\s+(?:the|our|my|his|their)\s+options",
    r"did\s+i\s+(?:handle|rule)\s+(?:this|it|that)\s+(?:badly|right|correctly|wrongly)",
    r"am\s+i\s+right",
    r"did\s+(?:the\s+)?(?:td|director)\s+get\s+it\s+(?:right|wrong)",
    r"what\s+would\s+you\s+(?:rule|do|say)",
    r"(?:any|your)\s+(?:thoughts|views|ideas|opinions|comments)",
    r"please\s+advise",
    r"opinions",
)
