"""English: the language of the interface; the titles of the 93 Laws (WBF 2017) are recorded facts."""
from __future__ import annotations

from ..language import Language

LANGUAGE = Language("en", "eng", "English", "English", column=3, lemma_tables=True,
                    typos="typed")

# Words that introduce a citation of a law ("Law 27B1(a)", "Laws 61-64", "L27").
LAW_WORDS = ("laws", "law", "l")

LAW_TITLES = {
    1: "The Pack", 2: "Duplicate Boards", 3: "Arrangement of Tables", 4: "Partnerships",
    5: "Assignment of Seats", 6: "The Shuffle and Deal", 7: "Control of Board and Cards",
    8: "Sequence of Rounds", 9: "Procedure Following an Irregularity",
    10: "Assessment of Rectification", 11: "Forfeiture of the Right to Rectification",
    12: "Director's Discretionary Powers", 13: "Incorrect Number of Cards", 14: "Missing Card",
    15: "Wrong Board or Hand", 16: "Authorized and Unauthorized Information",
    17: "The Auction Period", 18: "Bids", 19: "Doubles and Redoubles",
    20: "Review and Explanation of Calls", 21: "Call Based on Misinformation",
    22: "End of Auction", 23: "Comparable Call", 24: "Card Exposed or Led During the Auction",
    25: "Legitimate and Illegitimate Changes of Call", 26: "Call Withdrawn, Lead Restrictions",
    27: "Insufficient Bid", 28: "Calls Considered to Be in Rotation",
    29: "Procedure After a Call out of Rotation", 30: "Pass out of Rotation",
    31: "Bid out of Rotation", 32: "Double or Redouble out of Rotation", 33: "Simultaneous Calls",
    34: "Retention of the Right to Call", 35: "Inadmissible Calls",
    36: "Inadmissible Doubles and Redoubles", 37: "Action Violating Obligation to Pass",
    38: "Bid of More Than Seven", 39: "Call After the Final Pass", 40: "Partnership Understandings",
    41: "Commencement of Play", 42: "Dummy's Rights", 43: "Dummy's Limitations",
    44: "Sequence and Procedure of Play", 45: "Card Played",
    46: "Incomplete or Invalid Designation of Card from Dummy", 47: "Retraction of Card Played",
    48: "Exposure of Declarer's Cards", 49: "Exposure of a Defender's Cards",
    50: "Disposition of Penalty Card", 51: "Two or More Penalty Cards",
    52: "Failure to Lead or Play a Penalty Card", 53: "Lead out of Turn Accepted",
    54: "Faced Opening Lead out of Turn", 55: "Declarer's Lead out of Turn",
    56: "Defender's Lead out of Turn", 57: "Premature Lead or Play",
    58: "Simultaneous Leads or Plays", 59: "Inability to Lead or Play as Required",
    60: "Play After an Illegal Play", 61: "Failure to Follow Suit – Inquiries Concerning a Revoke",
    62: "Correction of a Revoke", 63: "Establishment of a Revoke",
    64: "Procedure After Establishment of a Revoke", 65: "Arrangement of Tricks",
    66: "Inspection of Tricks", 67: "Defective Trick", 68: "Claim or Concession of Tricks",
    69: "Agreed Claim or Concession", 70: "Contested Claim or Concession",
    71: "Concession Cancelled", 72: "General Principles",
    73: "Communication, Tempo and Deception", 74: "Conduct and Etiquette",
    75: "Mistaken Explanation or Mistaken Call", 76: "Spectators",
    77: "Duplicate Bridge Scoring Table", 78: "Methods of Scoring", 79: "Tricks Won",
    80: "Regulation and Organization", 81: "The Director", 82: "Rectification of Director's Error",
    83: "Notification of the Right to Appeal", 84: "Rulings on Agreed Facts",
    85: "Rulings on Disputed Facts", 86: "In Team Play", 87: "Fouled Board",
    88: "Award of Indemnity Points", 89: "Rectification in Individual Events",
    90: "Procedural Penalties", 91: "Penalize or Suspend", 92: "Right to Appeal",
    93: "Procedures of Appeal",
}
