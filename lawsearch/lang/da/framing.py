"""How Danish questions about a ruling are framed (`search/framing.py`; the patterns as in
`lang/en/framing.py`)."""

_TL = r"(?:tl|turneringslederen|turneringsleder|kontrollanten)"

PATTERNS = (
    r"(?:tilkaldte|kaldte\s+på|kaldte|tilkalder|kalder\s+på|hentede)\s+" + _TL,
    _TL + r"\s+(?:kom|dømte|sagde|besluttede|tillod|gav|afgjorde|kendte)",
    r"(?:er|var)\s+(?:det|dette|kendelsen|afgørelsen)\s+(?:korrekt|rigtigt|forkert)",
    r"hvem\s+har\s+ret",
    r"hvad\s+(?:nu|sker\s+der(?:\s+nu)?|skal\s+der\s+ske)",
    r"hvad\s+er\s+(?:kendelsen|mulighederne|reglen)",
    r"har\s+jeg\s+ret",
)
