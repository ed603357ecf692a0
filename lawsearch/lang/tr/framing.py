"""How Turkish questions about a ruling are framed (`search/framing.py`; the patterns as in
`lang/en/framing.py`)."""

_TD = r"(?:td(?:'?(?:yi|yı|ye|ya))?|yönetmeni|yönetmen|hakemi|hakem)"

PATTERNS = (
    _TD + r"\s+(?:çağırdım|çağırdık|çağırdı|çağırdılar|çağırıldı|geldi)",
    _TD + r"\s+(?:karar\s+verdi|dedi|söyledi|izin\s+verdi)",
    r"(?:bu\s+)?(?:karar|doğru|yanlış)\s+mı(?:dır)?",
    r"doğru\s+mu(?:dur)?",
    r"kim\s+haklı",
    r"şimdi\s+ne\s+olacak",
    r"ne\s+yapmalıyız",
)
