"""Hebrew table shorthand and what each stands for (`search/shorthand.py`); Israeli players write
much of it in English letters. A key in capitals is read only as typed in capitals."""

WORDS = {
    "TD": "מנהל התחרות", "ui": "מידע לא מורשה", "MI": "מידע מטעה", "BIT": "היסוס",
    "LA": "חלופה הגיונית", "loot": "הובלה שלא בתור", "IB": "הכרזה בלתי מספקת",
    "X": "דאבל", "XX": "רה-דאבל", "NT": "ללא שליט", "CC": "כרטיס שיטה",
}
SUITS = "CDHS"
RANKS = "AKQJT"
CARD = "קלף"
