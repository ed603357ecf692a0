"""Turkish table shorthand and what each stands for (`search/shorthand.py`); English shorthand
Turkish players also write. A key in capitals is read only as typed in capitals."""

WORDS = {
    "TD": "yönetmen", "ui": "izinsiz bilgi", "MI": "yanlış bilgi",
    "BIT": "tempo kırılması", "LA": "mantıklı alternatif", "loot": "sırasız atak",
    "IB": "yetersiz deklare", "CC": "konvansiyon kartı", "X": "kontr", "XX": "sürkontr",
    "SA": "sanzatu",
}
SUITS = "SKP"  # sinek, karo / kupa, pik
RANKS = "ARKVT"  # as, papaz (R), kız (K), vale, on
CARD = "kart"
