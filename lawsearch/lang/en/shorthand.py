"""The shorthand English players and directors write at the table and on forums, and what each
stands for: a query has both (`search/shorthand.py`). A key in capitals is read only as typed in
capitals ("BIT", not "a bit"); any other in any case."""

WORDS = {
    "lho": "left-hand opponent", "rho": "right-hand opponent", "pard": "partner",
    "oppo": "opponent", "oppos": "opponents", "opps": "opponents",
    "IB": "insufficient bid", "BOOT": "bid out of turn", "poot": "pass out of turn",
    "loot": "lead out of turn", "oloot": "opening lead out of turn",
    "doot": "double out of turn", "mpc": "major penalty card",
    "PC": "penalty card", "ui": "unauthorized information", "MI": "misinformation",
    "BIT": "break in tempo", "LA": "logical alternative",
    "CC": "convention card", "SC": "system card", "AI": "authorized information",
    "AC": "appeals committee", "NV": "not vulnerable", "vul": "vulnerable",
    "X": "double", "XX": "redouble", "dbl": "double", "rdbl": "redouble",
    "misexplanation": "wrong explanation", "misexplained": "explained wrongly",
    "tanked": "hesitated", "tank": "hesitation", "huddle": "hesitation",
    "huddled": "hesitated",
}
SUITS = "CDHS"  # the suits' letters in a card ("SK")
RANKS = "AKQJT"  # the cards' letters beside the numbers
CARD = "card"  # what a card written "SK" or "♠K" is
