"""Canonical ids and their eIds."""
from hypothesis import given, strategies as st

import pytest

from lawsearch.ids import CanonicalId, from_eid, sort_key, to_eid


@pytest.mark.parametrize("cid,eid", [
    ("27", "art_27"),
    ("27B", "art_27__sec_B"),
    ("27B1", "art_27__sec_B__para_1"),
    ("27B1(a)", "art_27__sec_B__para_1__subpara_a"),
    ("30B1(b)(ii)", "art_30__sec_B__para_1__subpara_b__point_ii"),
    ("80B2(k)", "art_80__sec_B__para_2__subpara_k"),
    ("40B(a)", "art_40__sec_B__subpara_a"),
])
def test_eid_examples(cid, eid):
    assert to_eid(cid) == eid
    assert from_eid(eid) == cid


@pytest.mark.parametrize("bad", ["", "0", "27b", "271", "27(i)(a)x", "B1", "27B1(a)(q)"])
def test_rejects_non_ids(bad):
    with pytest.raises(ValueError):
        CanonicalId.parse(bad)


ids = st.builds(
    lambda law, sec, sub, item, subitem: (
        str(law) + (sec or "") + (str(sub) if sec and sub else "")
        + (f"({item})" if item else "") + (f"({subitem})" if item and subitem else "")),
    st.integers(1, 93), st.sampled_from([None, "A", "B", "G"]), st.sampled_from([None, 1, 2, 12]),
    st.sampled_from([None, "a", "k"]), st.sampled_from([None, "i", "iv"]))


@given(ids)
def test_eid_round_trip(cid):
    assert from_eid(to_eid(cid)) == cid
    assert str(CanonicalId.parse(cid)) == cid


def test_document_order():
    order = ["27", "27A", "27B", "27B1", "27B1(a)", "27B1(b)", "27B2", "27D", "28", "80B2(j)", "80B2(k)"]
    assert sorted(reversed(order), key=sort_key) == order


@pytest.mark.parametrize("cid, ancestor, under", [
    ("27B1(a)", "27", True), ("27B1(a)", "27B", True), ("27B1(a)", "27B1", True),
    ("27B1(a)", "27B1(a)", False),  # a unit is not under itself
    ("30B1(b)(ii)", "30B1(b)", True), ("40B(a)", "40B", True), ("40B(a)", "40", True),
    ("27", "2", False), ("127A", "27", False), ("27B1", "27A", False), ("27B", "27B1", False),
    ("def:dummy", "27", False), ("not an id", "27", False), ("", "27", False),
    ("elwell-1907:3:2", "elwell-1907:3", True), ("elwell-1907:3:2", "elwell-1907:31", False),
])
def test_a_unit_is_under_each_unit_its_id_lies_in(cid, ancestor, under):
    from lawsearch.ids import is_under

    assert is_under(cid, ancestor) is under
    assert is_under(cid, ancestor) is under  # the same when read again (its ancestors kept)
