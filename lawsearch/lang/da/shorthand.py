"""Danish table shorthand and what each stands for (`search/shorthand.py`); English shorthand
Danish players also write. A key in capitals is read only as typed in capitals."""

WORDS = {
    "TL": "turneringsleder", "VM": "venstre modstander", "HM": "højre modstander",
    "MTV": "modstander til venstre", "MTH": "modstander til højre", "SF": "spilfører",
    "ui": "uautoriseret information", "MI": "fejlinformation", "BIT": "tøven",
    "LA": "logisk alternativ", "loot": "udspil uden for tur", "IB": "utilstrækkeligt bud",
    "X": "dobling", "XX": "redobling", "UT": "uden trumf", "NT": "uden trumf",
    "SK": "systemkort", "CC": "systemkort",
}
SUITS = "KRHS"  # klør, ruder, hjerter, spar
RANKS = "EKDBT"  # es, konge, dame, bonde, ti
CARD = "kort"
