"""Keep the site's interface catalogues (`lawsearch/lang/<xx>/site.po`) in step with the messages
the templates, scripts and site code use: new messages are added untranslated, messages no longer
used are dropped, and what is left to translate is listed.

    python scripts/messages.py           # update the catalogues
    python scripts/messages.py --check   # exit 1 if any message is missing or untranslated
"""
from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from lawsearch.lang import LANGUAGES  # noqa: E402
from lawsearch.site import i18n  # noqa: E402


def template() -> Catalog:
    cat = Catalog(project="lawsearch", charset="utf-8")
    for msgid, where in sorted(i18n.extract().items()):
        cat.add(msgid, locations=[(w.rsplit(":", 1)[0], int(w.rsplit(":", 1)[1])) for w in where])
    return cat


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if not complete")
    args = ap.parse_args()
    pot = template()
    bad = 0
    for lang in i18n.UI_LANGS[1:]:
        path = i18n.catalogue_path(lang)
        if path.exists():
            with path.open("rb") as f:
                cat = read_po(f, locale=lang)
        else:
            cat = Catalog(locale=lang, project="lawsearch", charset="utf-8")
        before = {m.id for m in cat if m.id}
        cat.update(pot, no_fuzzy_matching=True)
        cat.obsolete.clear()
        wanted = {m.id for m in pot if m.id}
        todo = [m.id for m in cat if m.id and (not m.string or m.fuzzy)]
        added, dropped = wanted - before, before - wanted
        print(f"{lang}: {len(wanted)} messages, {len(added)} new, {len(dropped)} no longer used, "
              f"{len(todo)} to translate")
        for msgid in todo[:40]:
            print(f"  {msgid!r}")
        if args.check:
            bad += bool(added or dropped or todo)
            continue
        buf = io.BytesIO()
        # no header of dates and placeholders, no line numbers: a change is a change of messages
        cat.header_comment = f"# The website's interface in {LANGUAGES[lang].name}: " \
                             "lawsearch/site/i18n.py"
        write_po(buf, cat, width=100, sort_output=True, omit_header=True, include_lineno=False)
        path.write_bytes(buf.getvalue())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
