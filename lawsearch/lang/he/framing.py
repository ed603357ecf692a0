"""How Hebrew questions about a ruling are framed (`search/framing.py`; the patterns as in
`lang/en/framing.py`)."""

_TD = r"(?:ל?ה?מנהל(?:\s+התחרות)?|ל?td)"

PATTERNS = (
    r"(?:קראתי|קראנו|קראו|קרא|הזמנו|הזמנתי)\s+" + _TD,
    _TD + r"\s+(?:הגיע|פסק|קבע|אמר|החליט|התיר|נתן)",
    r"(?:זה|האם\s+זה)\s+(?:נכון|צודק)",
    r"מי\s+צודק",
    r"מה\s+(?:עכשיו|עושים|הדין|הפסיקה)",
)
