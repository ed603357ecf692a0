"""What a user's file holds, as text: encodings found (and named), declared ones obeyed, PDFs
extracted, anything else refused naming the file."""
from __future__ import annotations

import pytest

from lawsearch.errors import LawsearchError, SourceError
from lawsearch.imports.decode import decode

TEXT = "LAW 27 – INSUFFICIENT BID\nAn invented sentence: café, naïve, “quoted”.\n"


@pytest.mark.parametrize("data, lang, encoding, how", [
    (TEXT.encode("utf-8"), "en", "utf-8", "valid UTF-8"),
    (b"\xef\xbb\xbf" + TEXT.encode("utf-8"), "en", "utf-8", "byte order mark"),
    (TEXT.encode("utf-16"), "en", "utf-16", "byte order mark"),
    (TEXT.encode("utf-16-le"), "en", "utf-16-le", "UTF-16 without"),
    (TEXT.encode("utf-16-be"), "en", "utf-16-be", "UTF-16 without"),
    (TEXT.encode("cp1252"), "en", "cp1252", "not UTF-8"),
    ("YASA 27 - YETERSİZ DEKLARE, ş ğ ı\n".encode("cp1254"), "tr", "cp1254", "not UTF-8"),
    ("חוק 27 - הכרזה בלתי מספקת\n".encode("cp1255"), "he", "cp1255", "not UTF-8"),
])
def test_the_encoding_is_found_and_named(tmp_path, data, lang, encoding, how):
    path = tmp_path / "edition.txt"
    path.write_bytes(data)
    decoded = decode(path, lang)
    assert decoded.encoding == encoding and how in decoded.how
    first = decoded.text.split("\n")[0]
    assert first.startswith(("LAW 27 –", "YASA 27 - YETERSİZ", "חוק 27"))


def test_a_soft_hyphen_byte_used_as_a_dash_reads_as_cp1252(tmp_path):
    """0xAD (a soft hyphen in Windows' code page) where the text meant a dash."""
    path = tmp_path / "laws.txt"
    path.write_bytes(b"LAW 27 \xad INSUFFICIENT BID\nAn invented line.\n")
    decoded = decode(path, "en")
    assert decoded.encoding == "cp1252"
    assert "byte 0xad on line 1" in decoded.how and "--encoding" in decoded.how
    assert decoded.text.startswith("LAW 27 \u00ad INSUFFICIENT")


def test_a_declared_encoding_overrides_and_a_wrong_one_names_the_line(tmp_path):
    path = tmp_path / "laws.txt"
    path.write_bytes("first line\nsecond: é\n".encode("cp1252"))
    assert decode(path, "en", "latin-1").text == "first line\nsecond: é\n"
    with pytest.raises(SourceError, match=r"laws\.txt:2: expected utf-8 text"):
        decode(path, "en", "utf-8")
    with pytest.raises(SourceError, match="a known text encoding"):
        decode(path, "en", "no-such-encoding")


@pytest.mark.parametrize("data", [
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00",
    b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00",  # a zip (a .docx)
    bytes(range(256)) * 4,
])
def test_binary_data_that_is_no_pdf_is_refused(tmp_path, data):
    path = tmp_path / "laws.bin"
    path.write_bytes(data)
    with pytest.raises(SourceError, match="binary data that is no PDF") as err:
        decode(path, "en")
    assert "laws.bin" in str(err.value)


def test_a_damaged_pdf_is_refused_naming_the_file(tmp_path):
    path = tmp_path / "laws.pdf"
    path.write_bytes(b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nnonsense\n")
    with pytest.raises(LawsearchError, match="laws.pdf"):
        decode(path, "en")


def test_line_ends_and_normal_form(tmp_path):
    path = tmp_path / "laws.txt"
    path.write_bytes("a\r\nb\rc\ne\u0301\n".encode("utf-8"))
    assert decode(path, "en").text == "a\nb\nc\n\u00e9\n"


@pytest.mark.parametrize("written, read", [
    ("Law\u00a027", "Law\u00a027"),  # a no-break space is kept as printed
    ("the\u2009Director", "the Director"),  # thin space
    ("10\u202f%", "10 %"),  # narrow no-break space
    ("A.\u2002The", "A. The"),  # en space
    ("Dir\u200bector", "Director"),  # zero-width space inside a word
    ("in\u2060sufficient", "insufficient"),  # word joiner
    ("mid\ufefftext", "midtext"),  # a byte order mark inside the text
    ("one\u2028two\u2029three\x85four", "one\ntwo\nthree\nfour"),  # Unicode's line ends
    # the hyphens
    ("non\u2010vulnerable, East\u2011West", "non-vulnerable, East-West"),
    ("a\tb\fc", "a\tb\fc"),  # a tab and a form feed are kept: the readers use them
])
def test_unicode_spaces_unseen_characters_and_hyphens_read_plain(tmp_path, written, read):
    path = tmp_path / "laws.txt"
    path.write_bytes(written.encode("utf-8"))
    assert decode(path, "en").text == read


@pytest.mark.parametrize("lang, code_page, line", [
    ("en", "cp1252", "LAW 27 – INSUFFICIENT BID: café, “quoted”"),
    ("da", "cp1252", "§ 27. Utilstrækkeligt bud – også på én gang, Ærø og Åbo"),
    ("tr", "cp1254", "YASA 27 – YETERSİZ DEKLARE: ş ğ ı ö ü ç"),
    ("he", "cp1255", "חוק 27 – הכרזה בלתי מספקת"),
])
def test_a_file_put_together_from_utf8_and_its_code_page_reads_each_line_right(
        tmp_path, lang, code_page, line):
    """Lines in the code page and lines in UTF-8 in one file (two files pasted together): each
    line read in its own encoding, never UTF-8's bytes as the code page's letters ("â€“"), and
    the report says so."""
    lines = [line + f" {n}" for n in range(6)]
    data = b"\n".join(text.encode("utf-8" if n % 2 else code_page)
                      for n, text in enumerate(lines))
    path = tmp_path / "edition.txt"
    path.write_bytes(data)
    decoded = decode(path, lang)
    assert decoded.text.split("\n") == lines
    assert decoded.encoding == code_page and "3 lines with letters beyond ASCII in UTF-8" in \
        decoded.how


@pytest.mark.parametrize("written, said", [
    ("LAW 27\x01 INSUFFICIENT BID", [(1, 1, "U+0001")]),
    ("An invented line.\n\x1b[31mred\x1b[0m and \ufffe\uffff", [(2, 4, "U+001B, U+FFFE, U+FFFF")]),
    ("one\x08\x0e line\nand \x1f another", [(1, 2, "U+0008, U+000E"), (2, 1, "U+001F")]),
])
def test_what_no_text_holds_is_left_out_and_where_is_kept(tmp_path, written, said):
    """Control characters (but tab, the line's end and the form feed between pages) and
    U+FFFE/U+FFFF: no XML can hold them, no edition prints them."""
    path = tmp_path / "edition.txt"
    path.write_text(written + "\n" + "An invented line of words.\n" * 20, encoding="utf-8")
    decoded = decode(path, "en")
    assert decoded.left_out == said
    assert not any(0 < ord(c) < 32 and c not in "\t\n\f" or c in "\ufffe\uffff"
                   for c in decoded.text)
    assert "An invented line" in decoded.text
