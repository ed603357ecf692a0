"""The `lawsearch` command line."""
from __future__ import annotations

import argparse
import functools
import json
import os
import sys
from pathlib import Path

from . import paths
from .errors import LawsearchError


def _corpus(args: argparse.Namespace):
    """The corpus a command reads; a file of it that is damaged is said and left out."""
    from .corpus import Corpus
    from .search.freshness import warn

    return Corpus.load(Path(args.corpus), say=warn)


def cmd_build(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    from . import atomic
    from .build import build_corpus

    console = Console(stderr=True, quiet=args.quiet)
    _replaceable(Path(args.out), ("files.json", "alignment.json", "*/*.xml"), "corpus")
    if not args.no_index:
        _replaceable(Path(args.index), ("meta.json", "store.sqlite"), "search index")
    if not args.no_index and not args.no_site:
        _replaceable(Path(args.site), ("assets/lawsearch.js",), "website")
    # one build at a time from the corpus to the site: each part also locks its own folder
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=console, transient=True) as progress, \
            atomic.lock(Path(args.out), lambda m: console.print(m, markup=False)):
        task = progress.add_task("building the corpus")

        def step(message: str) -> None:
            progress.update(task, description=message)
            console.print(f"[dim]{message}[/]")

        # the books from sources that are never committed are built beside the checkout's own
        # corpus only: a corpus written elsewhere must not change what this checkout searches
        own = Path(args.out).resolve() == paths.BUILT_AKN.resolve()
        result = build_corpus(Path(args.sources), Path(args.out), Path(args.gaps), progress=step,
                              local=paths.LOCAL if own else None)
        if not args.no_index:
            from .search.index import build as build_index

            build_index(Path(args.out), Path(args.index), progress=step)
            if not args.no_site:
                from .site.build import build_site

                build_site(Path(args.out), Path(args.site), index=Path(args.index),
                           progress=step, ui_lang=args.site_lang, gzipped=args.gzip)
    report = result.report
    for e in result.editions:
        units = sum(1 for _ in e.units())
        console.print(f"[bold]{e.lang}[/]: {len(e.laws)} laws, {units} units, "
                      f"{len(e.footnotes)} footnotes, {len(e.definitions)} definitions, "
                      f"{len(e.repairs)} repairs")
    console.print(f"aligned: {report.coverage():.1%} of units below law level in all "
                  f"{len(report.langs)} editions; {len(report.unexplained)} unexplained gaps")
    built = [] if args.no_index else ["the index"] if args.no_site else ["the index", "the site"]
    for line in _imported_editions(built):
        console.print(line, markup=False)
    console.print(f"corpus written to {args.out}")
    if not args.no_index:
        console.print(f"search index written to {args.index}")
        if not args.no_site:
            console.print(f"website written to {args.site} (open {Path(args.site) / 'index.html'}"
                          " or run `lawsearch serve`)")
    return 0


def _replaceable(path: Path, marks: tuple[str, ...], what: str) -> None:
    """Refuse a place the build would replace that holds what it did not write (a file, or a
    folder of other files: nothing in it that `marks`, globs, match); nothing there, an empty
    folder or one it wrote is replaced whole."""
    from .files import why_not

    if not os.path.lexists(path):
        return
    why = why_not(path)
    if why != "a folder, not a file":
        raise LawsearchError(f"{path}: {why or 'a file'}, where the build writes the {what}'s "
                             "folder; name another, or remove it")
    if any(path.iterdir()) and not any(next(path.glob(mark), None) for mark in marks):
        raise LawsearchError(f"{path}: a folder of other files (no {marks[0]}: no {what} "
                             f"lawsearch wrote), which the build would replace; name a new or "
                             "empty folder, or remove it")


def _imported_editions(built: list[str]) -> list[str]:
    """A line for each edition a user imported, saying that `built` (what this build wrote:
    "the index", "the site") include it."""
    from . import akn, inventory
    from .errors import DamagedFile
    from .files import read_bytes
    from .works import WORK

    out = []
    try:
        imported = paths.user_files()  # of every work
    except DamagedFile as err:
        return [f"imported editions at {err.path}: {err.what}; to restore it: {err.restore}"]
    for path in imported:
        try:
            edition, source = akn.from_xml(read_bytes(path, inventory.LIMIT), str(path))
        except (OSError, LawsearchError) as err:
            out.append(f"imported edition at {path}: not readable ({err})")
            continue
        units = sum(1 for _ in edition.units())
        of = "" if edition.work == WORK else f", of {edition.work}"
        out.append(f"{edition.lang} (imported{of}): {source.get('edition') or edition.title}, "
                   f"{len(edition.laws)} laws, {units} units, from {source.get('original', '?')}"
                   f" ({path})" + (f"; in {' and '.join(built)}" if built else ""))
    return out


def cmd_import(args: argparse.Namespace) -> int:
    from .imports.importer import import_edition, place
    from .works import WORK

    report = import_edition(Path(args.file), args.lang, args.edition, args.profile,
                            args.encoding, Path(args.corpus), replace=args.replace,
                            dry_run=args.dry_run, strict=args.strict, work=args.work,
                            say=lambda message: print(message, file=sys.stderr, flush=True))
    refused = report.verdict.startswith("refused")  # a dry run of what an import refuses
    if args.format == "json":
        print(json.dumps(report.to_json(), ensure_ascii=False, indent=1))
        return 1 if refused else 0
    total = len(report.aligned) + len(report.missing)
    print(report.verdict)
    print(f"{report.file}: {report.edition} ({report.lang}), read with the profile "
          f"{report.profile}")
    print(f"  read as: {report.encoding} ({report.encoding_how})")
    if report.layout:
        print(f"  layout: {report.layout}")
    print(f"  laws found: {report.laws}; units: {report.units}; definitions: "
          f"{report.definitions}; footnotes: {report.footnotes}; index entries: {report.index}")
    laws = "the Laws" if report.work == WORK else report.work
    print(f"  aligned: {len(report.aligned)} of the {total} units of {laws} "
          f"({report.units_with_text} with text)")
    print(f"  units the Laws do not have: {len(report.unmatched) + len(report.lacking)}; "
          f"laws of suspicious length: {len(report.suspicious)}; repairs: "
          + (", ".join(f"{n} {kind}" for kind, n in report.repairs_by_kind.items()) or "none"))
    for u in report.unmatched:
        print(f"  not a unit of the Laws: {u['id']} ({place(report, u['line'])}): {u['why']}")
    for u in report.lacking:
        print(f"  not a unit of the Laws: {u['id']} ({place(report, u['line'])}): read as the "
              "text of the unit before it")
    for s in report.suspicious:
        print(f"  Law {s['law']} ({place(report, s['line'])}): {s['words']} words where the "
              f"other editions give it about {s['expected']}: misread?")
    if report.missing:
        shown = ", ".join(report.missing[:20]) + (" …" if len(report.missing) > 20 else "")
        count = len(report.missing)
        print(f"  not in this edition: {count} unit{'s' * (count != 1)} ({shown})")
    for u in report.index_unresolved:
        print(f"  index, {place(report, u['line'])}: {u['term']} → {u['ref']} names no unit "
              "of the Laws")
    repairs: dict[tuple, list[int]] = {}  # the same repair made on many lines: once, counted
    for r in report.repairs:
        repairs.setdefault((r["what"], r["before"], r["after"]), []).append(r["line"])
    for (what, before, after), lines in repairs.items():
        times = f" (×{len(lines)}, the first)" if len(lines) > 1 else ""
        print(f"  repaired, {place(report, lines[0])}{times}: {what}: {before!r} → {after!r}")
    for p in report.problems:
        print(f"  {place(report, p['line'])}: {p['what']}: {p['read']}")
    if report.problems:
        count = len(report.problems)
        print(f"  {count} problem{'s' * (count != 1)} in reading it (--strict refuses an "
              "edition with any)")
    if report.written:
        print(f"  written to {report.written}; `lawsearch show` and `search` have it now, "
              "the website after `lawsearch build`")
    else:
        print("  nothing written (dry run)")
    return 1 if refused else 0


def cmd_serve(args: argparse.Namespace) -> int:
    from .site.serve import server

    httpd = server(Path(args.site), args.port)
    host, port = httpd.server_address[:2]
    print(f"serving {args.site} at http://{host}:{port}/ (Ctrl-C to stop)", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    from . import akn, inventory
    from .align import align, load_gap_notes
    from .citations import report as citations_report
    from .annotations import load_index
    from .files import read_bytes
    from .errors import DamagedFile
    from .corpus import Corpus
    from .numbers import KINDS as NUMBER_KINDS
    from .numbers import compare as compare_numbers

    directory = Path(args.corpus)
    # first what is not as the build wrote it; then each file that is, read as every command does
    damaged = inventory.problems(directory)
    errors: list[str] = [str(d) for d in damaged]
    said = {Path(d.path) for d in damaged}
    files = sorted(directory.glob("*/*.xml"))
    for path in files:  # a changed file too: what is wrong in it, where
        try:
            data = read_bytes(path, inventory.LIMIT)
        except OSError as err:
            if path not in said:
                errors.append(f"{path} cannot be read ({err.strerror or err})")
            continue
        found = akn.validate(data, str(path))
        errors.extend(found or akn.broken_links(data, str(path)))
    citations = None
    if (directory / "citations.json").exists():  # if missing, and listed, said above
        try:
            citations = inventory.parsed(directory / "citations.json", citations_report.read,
                                         directory)
        except DamagedFile as err:
            if Path(err.path) not in said:
                errors.append(str(err))

    def say(message: str) -> None:
        if not any(message.startswith(str(p) + " ") for p in said):
            errors.append(message)

    corpus = Corpus.load(directory, say=say)
    load_index(directory, say=say)
    numbers = compare_numbers(corpus)  # candidate errata: numbers that differ between editions
    report = align(list(corpus.editions.values()), load_gap_notes(Path(args.gaps)))
    for gap in report.unexplained:
        errors.append(f"{gap.id}: missing in {gap.lang}, and {args.gaps} does not explain why")
    for stale in report.stale:
        errors.append(f"{args.gaps}: explains a gap that does not exist: {stale}")
    for cid in report.section_mismatches():
        langs = report.units[cid]
        explained = all(g.kind for g in report.gaps if g.id == cid)
        if not explained:
            errors.append(f"section {cid} is only in {', '.join(langs)}")
    known = set(corpus.ids) | {f"def:{key}" for key in corpus.definitions()}
    for ann in corpus.annotations:
        errors.extend(f"annotation {ann.id} ({ann.source}) attached to {cid}, which does not exist"
                      for cid in ann.targets if cid not in known)
    laws = {lang: len(e.laws) for lang, e in corpus.editions.items()}
    untitled = [f"{lang}:{law.id}" for lang, e in corpus.editions.items()
                for law in e.laws if not (law.heading or "").strip()]
    errors.extend(f"law without a title: {u}" for u in untitled)
    if args.format == "json":
        print(json.dumps({"files": [str(p) for p in files], "laws": laws,
                          "alignment": report.to_json() | {"table": None},
                          "citations": citations,
                          "numbers": [d.to_json() for d in numbers],
                          "errors": errors, "ok": not errors}, ensure_ascii=False, indent=1))
    else:
        print(f"{len(files)} Akoma Ntoso files; laws per edition: "
              + ", ".join(f"{k} {v}" for k, v in laws.items()))
        print(f"units: {len(report.units)}; below law level in every edition: "
              f"{report.coverage():.2%}; gaps: {len(report.gaps)} "
              f"({sum(1 for g in report.gaps if g.kind == 'damage')} source damage, "
              f"{sum(1 for g in report.gaps if g.kind == 'difference')} real differences, "
              f"{len(report.unexplained)} unexplained)")
        for line in citations_report.figures(citations) if citations else []:
            print(line)
        print(f"numbers differing across editions: {len(numbers)} ("
              + ", ".join(f"{sum(1 for d in numbers if d.kind == k)} {k}" for k in NUMBER_KINDS)
              + ")")
        if args.verbose:
            for line in citations_report.listed(citations) if citations else []:
                print(line)
            for d in numbers:
                print(f"  numbers {d.describe()}")
            for g in report.gaps:
                print(f"  {g.id:<14} missing in {g.lang}: {g.kind or 'UNEXPLAINED'}"
                      f"{' – ' + g.why if g.why else ''}")
        for e in errors:
            print(f"error: {e}", file=sys.stderr)
        print("ok" if not errors else f"{len(errors)} errors")
    return 0 if not errors else 1


def _langs(value: str | None, available: list[str]) -> list[str]:
    if not value:
        return list(available)
    langs = [v.strip() for v in value.split(",") if v.strip()]
    if not langs:
        raise LawsearchError(f"--lang {value!r} names no language; the corpus has "
                             f"{', '.join(available)}")
    unknown = [v for v in langs if v not in available]
    if unknown:
        raise LawsearchError(f"no edition in {_short(', '.join(unknown))}; the corpus has "
                             f"{', '.join(available)}")
    return langs


def _text(value: str, what: str) -> str:
    """A text argument, refused if it is not valid UTF-8: Python stands each byte it could not
    decode in it as a lone surrogate, which no output can print as UTF-8."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as err:
        bad = ord(value[err.start])
        byte = f"byte 0x{bad - 0xDC00:02x}" if 0xDC80 <= bad <= 0xDCFF else f"U+{bad:04X}"
        raise LawsearchError(f"the {what} is not valid UTF-8 ({byte} at character "
                             f"{err.start + 1}); lawsearch reads its arguments as UTF-8") from None
    return value


def cmd_show(args: argparse.Namespace) -> int:
    from .citations.query import check_length
    from .showing import lookup

    check_length(_text(args.citation, "citation"))
    shown = lookup(args.citation, Path(args.corpus))
    if args.format == "json":
        print(json.dumps({"query": args.citation, "id": shown.cited[0],
                          **({"ids": shown.cited} if len(shown.cited) > 1 else {}),
                          "units": shown.records}, ensure_ascii=False, indent=1))
        return 0
    from .terminal import cited_otherwise, mark_cited_otherwise, show_records
    from .works import WORK

    conflicts = {}
    if shown.work == WORK:  # a citation no other edition makes, where the editions conflict
        from .citations.report import conflicting
        from .search.freshness import warn

        conflicts = conflicting(Path(args.corpus), say=warn)
    records = [mark_cited_otherwise(r, conflicts[r["id"]]) if r["id"] in conflicts else r
               for r in shown.records]  # marked "≠" where read, and said under the table
    show_records(records, _langs(args.lang, shown.langs), visual_rtl=not args.logical,
                 cited=shown.cited, full=args.full)
    for record in shown.records:
        if record["id"] in conflicts:
            print(cited_otherwise(record, conflicts[record["id"]]))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    from rich.console import Console

    from .bounds import bound
    from .citations.query import excerpt
    from .lang import LANGUAGES, SOURCE
    from .search import Searcher

    query = bound(_text(args.query, "search query"))  # what is searched, and what was cut
    if args.limit < 1:
        raise LawsearchError(f"--limit must be at least 1 (results to show), not {args.limit}")
    # What the user typed is no markup: "[/]" must print as itself.
    # what is said on standard error is never cut into lines: a file named in it is copied whole
    err = Console(stderr=True, markup=False, highlight=False, emoji=False, soft_wrap=True)
    langs = [v.strip() for v in args.lang.split(",") if v.strip()] if args.lang else None
    if langs == []:
        raise LawsearchError(f"--lang {args.lang!r} names no language")
    unknown = [v for v in langs or [] if v not in LANGUAGES]
    if unknown:
        raise LawsearchError(f"no search analysis for {_short(', '.join(unknown))}; there are "
                             + ", ".join(LANGUAGES))
    with Searcher(Path(args.index), Path(args.corpus), say=err.print) as searcher:
        results = searcher.search(args.query, langs=langs, limit=args.limit)
        from .search.highlight import highlighter

        highlight = highlighter(searcher, results)
        if args.format == "json":
            print(json.dumps({"query": args.query, "truncated": query.truncated,
                              **({"note": query.note} if query.truncated else {}),
                              "terms": results[0].terms if results else {},
                              "results": [r.to_json(highlight) for r in results]},
                             ensure_ascii=False, indent=1))
            return 0 if results else 1  # (nothing found: 1 in either format, as grep's)
        if query.truncated:
            err.print(f"lawsearch: {query.note}")
        if not results:
            err.print(f"nothing found for {excerpt(query.text)}")
            return 1
        from .terminal import show_results, visual

        order = langs or []
        rows = [_result_row(r, order + ([r.lang] if r.lang else []) + searcher.langs + [SOURCE],
                            highlight) for r in results]
        shown = query.text if args.logical else visual(query.text)
        laws = sum(1 for r in results if r.law)
        what = (f"{laws} law{'s' * (laws != 1)}" if laws == len(results) else
                f"{len(results)} result{'s' * (len(results) != 1)}")
        show_results(f"{_short(shown)} – {what}", rows, visual_rtl=not args.logical)
    return 0


def _short(text: str, size: int = 60) -> str:
    return text if len(text) <= size else text[:size] + "…"


def _result_row(result, langs: list[str], highlight) -> tuple[str, str, str, bool, list]:
    """A result's line: its head (the law and its English title, a definition's term, a 1907
    rule's id), its best unit's label and that unit's heading and text in the first of `langs`
    that has it, with the spans of the words found."""
    from .lang import LANGUAGES, SOURCE
    from .lang.en import LAW_TITLES
    from .works import WORKS, qualified

    if result.law:
        head = f"Law {result.law}  {LAW_TITLES.get(int(result.law), '')}".rstrip()
    elif result.id.startswith("def:"):
        titles = result.record.get("title") or {}
        head = "Definition  " + next((titles[lang] for lang in [SOURCE, *langs]
                                      if titles.get(lang)), result.id[4:])
    elif WORKS[result.work].book:
        head = result.id.split(":", 1)[1]
    else:  # another year's Laws: its units with the work's name, as `show` reads them
        head = qualified(result.work, result.id)
    # the best unit below the law itself (a law's own record has its title, which the head has)
    unit = next((u for u in result.units if u.id != result.law), None) if result.law else \
        (result.units[0] if result.units else None)
    record = unit.record if unit else result.record
    label = unit.id if unit and result.law else ""
    if unit is None and result.law:
        return head, label, "", False, []
    for lang in dict.fromkeys(langs):
        title, body = (record.get("title") or {}).get(lang), (record.get("text") or {}).get(lang)
        text = " ".join(p for p in (title, body) if p)
        if text:
            rtl = lang in LANGUAGES and LANGUAGES[lang].rtl
            return head, label, text, rtl, highlight(lang, text)
    return head, label, "", False, []


def cmd_cite(args: argparse.Namespace) -> int:
    from .citations import cite
    from .errors import CitationError
    from .citations.query import excerpt
    from .lang import LANGUAGES

    corpus = _corpus(args)
    if args.lang and args.lang not in LANGUAGES:
        raise LawsearchError(f"no citation grammar for {excerpt(args.lang)}; there are "
                             + ", ".join(LANGUAGES))
    # "-": the text on standard input (a text longer than the system lets an argument be)
    text = sys.stdin.read() if args.text == "-" else args.text
    found = cite(_text(text, "text"), corpus.ids, lang=args.lang, typed=True)  # as written
    # A citation of nothing is an error, as `show` says: every citation is still printed.
    wrong = sum(1 for c in found if c.problem)
    if args.format == "json":
        print(json.dumps({"citations": [c.to_json() for c in found]}, ensure_ascii=False, indent=1))
        return CitationError.exit_code if wrong else 0
    if not found:
        print("no citations found")
    for c in found:
        where = ", ".join(c.targets) if c.targets else "nothing"
        # what is wrong, else how a form of two readings was read ("read as 20F2: …"), as JSON
        why = c.problem or "; ".join(d.decoded for d in c.designations if d.decoded)
        print(f"{c.start}-{c.end}  {c.text!r} → {where}" + (f"  ({why})" if why else ""))
    if wrong:
        print(f"lawsearch: citations of nothing: {wrong:,} of {len(found):,}", file=sys.stderr)
        return CitationError.exit_code
    return 0


def cmd_fetch_sources(args: argparse.Namespace) -> int:
    from .fetch import fetch_sources

    for path in fetch_sources(Path(args.dest)):
        print(f"{path} (SHA-256 checked)")
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from . import inventory
    from .corpus import Corpus, present
    from .export import records, write_file
    from .search.freshness import warn

    unverified = inventory.unverified(Path(args.corpus))  # (said; a damaged file refuses)
    if unverified:
        warn(unverified)
    if args.lang and args.format != "text":  # (tmx and tbx: --langs)
        raise LawsearchError(f"--lang names the one edition --format text writes; "
                             f"--format {args.format} writes every language")
    if args.format == "text":
        return _export_text(args)
    if args.format in ("tmx", "tbx"):
        return _export_memory(args)
    works = present(Path(args.corpus)) if args.work == "all" else [args.work]
    corpora = [Corpus.load(Path(args.corpus), work=w) for w in works]
    if not args.output:
        for corpus in corpora:
            for record in records(corpus):
                sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
        return 0
    counts = {corpus.work: 0 for corpus in corpora}

    def lines():
        for corpus in corpora:
            for record in records(corpus):
                counts[corpus.work] += 1
                yield json.dumps(record, ensure_ascii=False) + "\n"

    write_file(Path(args.output), lines())
    total = sum(counts.values())
    each = ", ".join(f"{n:,} of {work}" for work, n in counts.items())
    print(f"wrote {total:,} units ({each}) to {args.output}", file=sys.stderr)
    return 0


def _export_text(args: argparse.Namespace) -> int:
    """One edition as plain text in a layout `lawsearch import` reads back."""
    from .corpus import Corpus
    from .export import write_file
    from .imports.plain import to_plain
    from .imports.profiles import PROFILES

    if not args.lang:
        raise LawsearchError("--format text writes one edition: name it with --lang")
    layouts = [p for p in PROFILES.values() if p.lang == args.lang and p.formats]
    if not layouts:
        raise LawsearchError(f"no plain-text layout for {args.lang!r}; there are layouts for "
                             + ", ".join(sorted({p.lang for p in PROFILES.values() if p.formats})))
    from .works import WORK

    work = WORK if args.work == "all" else args.work  # (one edition: of the Laws by default)
    corpus = Corpus.load(Path(args.corpus), work=work)
    if args.lang not in corpus.editions:
        raise LawsearchError(f"no {args.lang!r} edition of {work} in the corpus; it has "
                             + ", ".join(corpus.langs))
    edition = corpus.editions[args.lang]
    text = to_plain(edition, layouts[0])
    if not args.output:
        sys.stdout.write(text)
        return 0
    write_file(Path(args.output), [text])
    units = sum(1 for _ in edition.units())
    print(f"wrote the {args.lang} edition ({units:,} units, {text.count(chr(10)):,} lines, "
          f"layout {layouts[0].name}) to {args.output}", file=sys.stderr)
    return 0


def _export_memory(args: argparse.Namespace) -> int:
    """The aligned units as a translation memory (TMX), or the glossary as a termbase (TBX)."""
    from .corpus import Corpus, present
    from .export import write_file

    from .works import WORK

    if args.format == "tbx" and args.work not in ("all", WORK):
        raise LawsearchError(f"--format tbx writes the glossary of the Laws ({WORK}); "
                             f"{args.work} has none")
    works = present(Path(args.corpus)) if args.work == "all" else [args.work]
    corpora = [Corpus.load(Path(args.corpus), work=w) for w in works]
    langs = _langs(args.langs, list(dict.fromkeys(x for c in corpora for x in c.langs)))
    if args.format == "tbx":
        from .glossary import build_glossary
        from .tbx import to_tbx

        concepts = [c for c in build_glossary(corpora[0]) if set(c.langs) & set(langs)]
        text = to_tbx(concepts).decode("utf-8")
        what = f"{len(concepts):,} concepts"
    else:
        from .tmx import to_tmx, units

        tus = [tu for corpus in corpora for tu in units(corpus, langs)]
        text = to_tmx(tus, langs)
        what = f"{len(tus):,} translation units in {', '.join(langs)}"
    if not args.output:
        sys.stdout.write(text)
        return 0
    write_file(Path(args.output), [text])
    print(f"wrote {what} to {args.output}", file=sys.stderr)
    return 0


def cmd_paths(args: argparse.Namespace) -> int:
    rows = paths.table()
    if args.format == "json":
        print(json.dumps({name: {"path": str(where), "set by": how} for name, where, how in rows},
                         ensure_ascii=False, indent=1))
        return 0
    width = max(len(name) for name, _, _ in rows)
    for name, where, how in rows:
        print(f"{name:<{width}}  {where}  ({how})")
    print("\nMove them with $LAWSEARCH_CACHE (what is built: index, website), $LAWSEARCH_DATA "
          "(what is yours: imported editions, a rebuilt corpus) or lawsearch --cache/--data; "
          "the imported editions alone with $LAWSEARCH_USER_CORPUS.")
    return 0


COMMANDS = ("build", "check", "show", "search", "cite", "fetch-sources", "export", "serve",
            "import", "paths")


class _Formatter(argparse.HelpFormatter):
    """argparse's help, told the terminal's width: left to find it, argparse imports `shutil`
    (and its compression modules) for every command, a tenth of `show`'s start."""

    def __init__(self, prog: str, **kwargs) -> None:
        import os

        try:
            columns = int(os.environ.get("COLUMNS", "")) or os.get_terminal_size().columns
        except (ValueError, OSError):
            columns = 80
        super().__init__(prog, width=kwargs.pop("width", None) or columns - 2, **kwargs)


def parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line; with `only`, just that command's arguments (building every command's
    parser is a good part of the time a cold `show` takes)."""
    from .lang import INTERFACE
    from .version import __version__
    from .works import WORK, WORKS

    p = argparse.ArgumentParser(prog="lawsearch", description=__doc__.strip() if __doc__ else None,
                                formatter_class=_Formatter)
    p.add_argument("--version", action="version", version=f"lawsearch {__version__}")
    p.add_argument("--cache", metavar="DIR",
                   help="folder for what is built: index, website (default: `lawsearch paths`)")
    p.add_argument("--data", metavar="DIR",
                   help="folder for what is yours: imported editions, a rebuilt corpus")
    sub = p.add_subparsers(dest="command", required=True, parser_class=functools.partial(
        argparse.ArgumentParser, formatter_class=_Formatter))

    def wanted(name: str) -> bool:
        return only is None or only == name

    def corpus_arg(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--corpus", default=str(paths.AKN), help="Akoma Ntoso corpus directory")

    if wanted("build"):
        b = sub.add_parser("build", help="read the sources and write the Akoma Ntoso corpus")
        b.add_argument("--sources", default=str(paths.SOURCES), help="directory with manifest.json")
        b.add_argument("--out", default=str(paths.BUILT_AKN), help="corpus directory to (re)write")
        b.add_argument("--gaps", default=str(paths.GAPS), help="reviewed explanations of gaps")
        b.add_argument("--index", default=str(paths.INDEX), help="search index to (re)write")
        b.add_argument("--no-index", action="store_true",
                       help="build the corpus only (no index, so no site)")
        b.add_argument("--site", default=str(paths.SITE), help="website to (re)write")
        b.add_argument("--no-site", action="store_true", help="no website")
        b.add_argument("--gzip", action="store_true",
                       help="beside each text file of the website a compressed copy (.gz), for "
                            "a static host that serves them (nginx's gzip_static)")
        b.add_argument("--site-lang", default=INTERFACE[0], choices=INTERFACE,
                       help="the website's interface language (each reader may choose another)")
        b.add_argument("-q", "--quiet", action="store_true")
        b.set_defaults(func=cmd_build)

    if wanted("import"):
        im = sub.add_parser("import", help="add an edition (a PDF, its text, plain text or Akoma "
                                           "Ntoso) to the user corpus, aligned to the Laws")
        im.add_argument("file")
        im.add_argument("--lang", required=True, help="its language (tr, da, he, en)")
        im.add_argument("--edition", help="its name (default: the profile's)")
        im.add_argument("--profile", help="its layout (default: detected): en-pdf (an English PDF "
                                          "or its text), da-plain, tr-plain, he-plain (what "
                                          "`export --format text` writes)")
        im.add_argument("--encoding", help="the text file's encoding (default: found out: "
                                           "UTF-8, UTF-16, else the language's Windows code page)")
        im.add_argument("--strict", action="store_true",
                        help="refuse the edition if anything in it had to be read otherwise "
                             "than expected (a unit the Laws lack, a law of suspicious length, "
                             "a law not found, any problem the report lists)")
        im.add_argument("--replace", action="store_true",
                        help="replace an edition imported before in the same language")
        im.add_argument("--dry-run", action="store_true",
                        help="read and report, write nothing (exit 1 where the import would be "
                             "refused)")
        im.add_argument("--format", choices=("text", "json"), default="text")
        im.add_argument("--work", default=WORK,
                        help=f"the work it is an edition of (default: {WORK}; another year's "
                             "Laws declared in $LAWSEARCH_WORKS)")
        corpus_arg(im)
        im.set_defaults(func=cmd_import)

    if wanted("serve"):
        v = sub.add_parser("serve", help="serve the built website on 127.0.0.1 for a quick look")
        v.add_argument("--site", default=str(paths.SITE))
        v.add_argument("--port", type=int, default=8000,
                       help="port on 127.0.0.1 (default 8000; 0 takes a free one)")
        v.set_defaults(func=cmd_serve)

    if wanted("check"):
        c = sub.add_parser("check", help="validate the corpus (XSD) and report its alignment")
        corpus_arg(c)
        c.add_argument("--gaps", default=str(paths.GAPS))
        c.add_argument("--format", choices=("text", "json"), default="text")
        c.add_argument("-v", "--verbose", action="store_true", help="list every gap")
        c.set_defaults(func=cmd_check)

    if wanted("show"):
        s = sub.add_parser("show", help="a law or part of one, every language side by side")
        s.add_argument("citation", help='e.g. 27, 27B1(a), "Law 27B1(a)", "Yasa 27", "§ 27", "חוק 27"')
        s.add_argument("--lang", help="columns to show, in order, e.g. he,tr")
        s.add_argument("--format", choices=("text", "json"), default="text")
        s.add_argument("--full", action="store_true",
                       help="print annotations (commentary, regulations, 1907 rules) whole")
        s.add_argument("--logical", action="store_true",
                       help="print right-to-left text in logical order (for bidi-aware terminals)")
        corpus_arg(s)
        s.set_defaults(func=cmd_show)

    if wanted("search"):
        q = sub.add_parser("search", help="full-text search in every language (or a citation)")
        q.add_argument("query", help='words, "a phrase", or a citation in any language')
        q.add_argument("--lang", help="languages to search and show, in column order, e.g. tr,da")
        q.add_argument("--limit", type=int, default=10,
                       help="results to show, at least 1 (default 10)")
        q.add_argument("--format", choices=("text", "json"), default="text")
        q.add_argument("--logical", action="store_true",
                       help="print right-to-left text in logical order (for bidi-aware terminals)")
        q.add_argument("--index", default=str(paths.INDEX), help="search index directory")
        corpus_arg(q)
        q.set_defaults(func=cmd_search)

    if wanted("cite"):
        ct = sub.add_parser("cite", help="find and resolve the citations in a text")
        ct.add_argument("text", help="the text, or - to read it from standard input")
        ct.add_argument("--lang", help="the text's language (tr, da, he, en); default: try all")
        ct.add_argument("--format", choices=("text", "json"), default="text")
        corpus_arg(ct)
        ct.set_defaults(func=cmd_cite)

    if wanted("fetch-sources"):
        f = sub.add_parser("fetch-sources",
                           help="download the English original of Elwell's 1907 laws (not shipped)")
        f.add_argument("--dest", default=str(paths.FETCHED),
                       help="directory to write the files to (default: build/sources, where the build "
                            "looks for them)")
        f.set_defaults(func=cmd_fetch_sources)

    if wanted("export"):
        e = sub.add_parser("export", help="every unit as JSON lines, a translation memory (TMX) "
                                          "or the glossary (TBX)")
        e.add_argument("--format", choices=("jsonl", "text", "tmx", "tbx"), default="jsonl",
                       help="jsonl: every unit as JSON; text: one edition (--lang) as plain "
                            "text that `lawsearch import` reads back; tmx: the aligned units as "
                            "a TMX 1.4b translation memory; tbx: the glossary as TBX-Basic")
        e.add_argument("--lang", help="the edition to write as text")
        e.add_argument("--langs", help="tmx, tbx: the languages, e.g. en,tr (default: all)")
        e.add_argument("-o", "--output", help="file to write, whole or not at all (default: "
                                              "standard output)")
        e.add_argument("--work", choices=("all", *WORKS), default="all",
                       help="the 2017 Laws, the 1907 book, or both (default)")
        corpus_arg(e)
        e.set_defaults(func=cmd_export)

    if wanted("paths"):
        pa = sub.add_parser("paths", help="where each thing is read and written")
        pa.add_argument("--format", choices=("text", "json"), default="text")
        pa.set_defaults(func=cmd_paths)

    return p


def _split(argv: list[str]) -> tuple[dict[str, str], list[str]]:
    """The folder options before the command (`--cache DIR`, `--data DIR`), and the rest of
    the arguments."""
    rest, folders = list(argv), {}
    while rest and rest[0].split("=", 1)[0] in ("--cache", "--data"):
        option, _, value = rest.pop(0).partition("=")
        if not value:
            if not rest:
                raise LawsearchError(f"{option} needs a folder")
            value = rest.pop(0)
        folders[option[2:]] = value
    return folders, rest


def _folders(argv: list[str]) -> list[str]:
    """The folder options applied before anything reads the paths (the commands' defaults are
    among them); the rest of the arguments."""
    folders, rest = _split(argv)
    for kind, value in folders.items():
        paths.configure(**{kind: value})
    return rest


def _command(argv: list[str]) -> str | None:
    """The command `argv` names, after the folder options that may come before it."""
    try:
        rest = _split(argv)[1]
    except LawsearchError:
        return None
    return rest[0] if rest and rest[0] in COMMANDS else None


# Commands that answer at once: the cyclic garbage collector is kept off while they run, as
# a short-lived process frees everything at its end (it would otherwise run dozens of times while
# rich and the records load, a tenth of `show`).
QUICK = ("show", "search", "cite")


def main(argv: list[str] | None = None) -> int:
    import gc

    argv = sys.argv[1:] if argv is None else argv
    try:
        argv = _folders(argv)
    except LawsearchError as err:
        print(f"lawsearch: {err}", file=sys.stderr)
        return err.exit_code
    command = argv[0] if argv and argv[0] in COMMANDS else None
    quick = command in QUICK and gc.isenabled()
    if quick:
        gc.disable()
    try:
        args = parser(command).parse_args(argv)
        return args.func(args)
    except LawsearchError as err:
        print(f"lawsearch: {err}", file=sys.stderr)
        return err.exit_code
    except BrokenPipeError:
        return 0
    except OSError as err:  # what the system refused (a full disk, a file where a folder goes)
        _said_os_error(err)
        return 1
    finally:
        if quick:
            gc.enable()


def _said_os_error(err: OSError) -> None:
    """An error of the system in one line: the file, and what the system said."""
    where = err.filename if err.filename is not None else "the output"
    try:
        print(f"lawsearch: {where}: {err.strerror or err}", file=sys.stderr, flush=True)
    except OSError:
        pass


def run() -> None:
    """The `lawsearch` command (and `python -m lawsearch`): `main` on the process's arguments.

    A command that answers at once ends, once its output is flushed, without the interpreter's
    teardown: freeing every module and object of rich and the records one by one is a tenth of
    a cold `show`, and such a command leaves no file open for writing, no temporary folder and
    no handler waiting for the end (what it writes, an index it rebuilt, is whole before it
    returns)."""
    for stream in (sys.stdout, sys.stderr):  # a file's name in no encoding of the system's,
        if hasattr(stream, "reconfigure"):  # said as its bytes, never a traceback
            stream.reconfigure(errors="backslashreplace")
    code = main()
    if _command(sys.argv[1:]) in QUICK:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (BrokenPipeError, ValueError):  # a reader that left (`| head`), a closed stream
            pass
        except OSError as err:  # the output refused at the end (a full disk)
            _said_os_error(err)
            code = code or 1
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":
    run()
