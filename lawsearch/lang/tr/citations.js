/* Turkish citations in the browser: lang/tr/citations.py's reading, step by step (what A, F
   and L are: assets/citations.js, `grammars`). */
(window.LAWSEARCH_GRAMMARS = window.LAWSEARCH_GRAMMARS || {}).tr = function (A, F, L) {
  "use strict";
  var LAW = L.LAW, IN_LAW = L.IN_LAW, IN_SECTION = L.IN_SECTION, IN_SUBSECTION = L.IN_SUBSECTION,
      THIS = L.THIS, chars = L.chars, ASCII_DIGIT = L.ASCII_DIGIT, isDigits = L.isDigits,
      trim = L.trim, at = L.at, from = L.from, all = L.all, span = L.span, Spans = L.Spans,
      designation = L.designation, found = L.found, parse = L.parse;
  var COUNTED = ["madde", "maddeler", "bent", "bentler"];

  function lower(s) { return s.replace(/İ/g, "i").replace(/I/g, "ı").toLowerCase(); }
  /* Turkish lower case, one character for one character (offsets are kept). */
  function fold(text) {
    var out = "";
    for (var c of text) { var l = lower(c); out += l.length === c.length && chars(l).length === 1 ? l : c; }
    return out;
  }
  function D(start, end, form, anchor, kind, base, alternatives, hasSub, hasItem) {
    return {start: start, end: end, form: form, anchor: anchor, kind: kind, base: base || "",
            alternatives: alternatives || [], hasSub: !!hasSub, hasItem: !!hasItem, dot: false};
  }
  function items(text, pos, gluedOk) {
    var m = at(A.PAREN_ITEM, text, pos), out, end, s;
    if (m) {
      out = "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "");
      end = m.index + m[0].length;
      if (!m.groups.sub && (s = at(A.PAREN_SUB, text, end))) { out += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
      return [end, out, []];
    }
    if (gluedOk) {
      m = at(A.SLASH_ITEM, text, pos);
      if (m) return [m.index + m[0].length, "(" + m.groups.item + ")", []];
      m = at(A.GLUED_ITEM, text, pos);
      if (m) {
        out = "(" + m.groups.item + ")" + (m.groups.sub ? "(" + m.groups.sub + ")" : "");
        var mend = m.index + m[0].length;
        end = mend;
        if (!m.groups.sub && (s = at(A.PAREN_SUB, text, end))) { out += "(" + s.groups.sub + ")"; end = s.index + s[0].length; }
        var alternatives = [];
        if (!m.groups.sub && end === mend && "aei".indexOf(m.groups.item) >= 0 && !at(A.SUFFIX, text, end)) alternatives = [""];
        return [end, out, alternatives];
      }
    }
    return [pos, "", []];
  }
  function lawDesig(text, pos, needSection) {
    var m = at(A.LAW_NUM, text, pos);
    if (!m) return null;
    var law = m[0], end = m.index + m[0].length, sec = "", sub = "", spaced = false, s, n;
    if ((s = at(A.SEC_GLUED, text, end))) { sec = s[0]; end = s.index + s[0].length; }
    else if ((s = at(A.SEC_SPACED, text, end))) { sec = s.groups.sec; end = s.index + s[0].length; spaced = true; }
    if (needSection && !sec) return null;
    if (sec) {
      if ((n = at(A.SUBSEC, text, end))) { sub = n[0]; end = n.index + n[0].length; }
      else if (spaced && (n = at(A.SUBSEC_SPACED, text, end)) && at(A.NOT_WORDCHAR_AFTER, text, n.index + n[0].length)) {
        sub = n.groups.sub; end = n.index + n[0].length;
      }
    }
    var base = law + sec + sub, it = items(text, end, !!sub);
    if (!sec && it[1]) it = [end, "", []];
    return D(pos, it[0], base + it[1], LAW, "law", base, it[2].map(function (a) { return base + a; }), !!sub, !!it[1]);
  }
  function relDesig(text, pos) {
    if (pos >= text.length) return null;
    var c = text[pos], d, m, it;
    if (ASCII_DIGIT.test(c)) {
      d = lawDesig(text, pos, true);
      if (d && at(A.BARE_ID, d.base, 0) && (at(A.NOT_WORDCHAR_AFTER, text, d.end) || at(A.SUFFIX, text, d.end))) return d;
      m = at(A.REL_NUM, text, pos);
      if (!m) return null;
      it = items(text, m.index + m[0].length, false);
      if (!at(A.NOT_WORDCHAR_AFTER, text, it[0])) return null;
      d = D(pos, it[0], m[0] + it[1], IN_SECTION, "num", m[0], [], false, !!it[1]);
      if (text.startsWith(".", it[0]) && !it[1]) d.dot = true;
      return d;
    }
    if (c === "(") {
      if (!at(A.PAREN_ITEM, text, pos)) return null;
      it = items(text, pos, false);
      return D(pos, it[0], it[1], IN_SUBSECTION, "item", "", [], false, true);
    }
    m = at(A.REL_SEC, text, pos);
    if (!m) return null;
    var end = m.index + m[0].length, its = "";
    if (m.groups.sub) { it = items(text, end, false); end = it[0]; its = it[1]; }
    if (!at(A.NOT_WORDCHAR_AFTER, text, end)) return null;
    d = D(pos, end, m[0] + its, IN_LAW, m.groups.sub ? "secsub" : "letter", m[0], [], !!m.groups.sub, !!its);
    if (m.groups.sub && !its && text.startsWith(".", end)) d.dot = true;
    return d;
  }
  function toDesignation(d) { return designation(d.start, d.end, d.form, d.anchor, d.alternatives.slice()); }
  function parseList(text, low, first, parse) {
    var members = [[toDesignation(first), first]], prev = first, pos = first.end;
    for (;;) {
      var after = prev.dot && text.startsWith(".", pos) ? pos + 1 : pos;
      var frm = at(A.FROM_SUFFIX, low, after), nxt;
      if (frm && members[members.length - 1][0].upto === null) {
        nxt = parse(text, frm.index + frm[0].length);
        if (nxt && nxt.kind === prev.kind && at(A.TO_KADAR, low, nxt.end)) {
          members[members.length - 1][0].upto = toDesignation(nxt);
          pos = nxt.end;
          break;
        }
      }
      var suf = at(A.SUFFIX, low, after);
      if (suf) after = suf.index + suf[0].length;
      var sep = at(A.JOIN, low, after);
      if (!sep) break;
      var sepEnd = sep.index + sep[0].length;
      nxt = parse(text, sepEnd);
      if (!nxt && prev.anchor === LAW && prev.hasSub) {
        var m = at(A.PAREN_ITEM, text, sepEnd);
        if (m && at(A.NOT_WORDCHAR_AFTER, text, m.index + m[0].length)) {
          var it = items(text, sepEnd, false);
          nxt = D(sepEnd, it[0], prev.base + it[1], LAW, "law", prev.base, [], true, true);
        }
      }
      if (!nxt || nxt.anchor !== prev.anchor) break;
      var word = trim(sep[0]);
      var isRange = word === "-" || word === "–" || word === "—" || (word === "ile" && at(A.RANGE_AFTER_ILE, low, nxt.end));
      if (isRange) {
        if (members[members.length - 1][0].upto !== null || nxt.kind !== prev.kind) break;
        if (prev.anchor === LAW && prev.hasSub && !prev.hasItem && isDigits(nxt.form))
          nxt.form = prev.base.replace(/[0-9]+$/, "") + nxt.form;
        members[members.length - 1][0].upto = toDesignation(nxt);
      } else members.push([toDesignation(nxt), nxt]);
      prev = nxt;
      pos = nxt.end;
    }
    return [members, pos];
  }
  function lawCitations(text, low) {
    var out = [], taken = 0;
    all(F.LAW_WORD, low).forEach(function (w) {
      if (w.index < taken) return;
      var first = lawDesig(text, w.index + w[0].length);
      if (!first) return;
      var got = parseList(text, low, first, function (t, p) { return lawDesig(t, p); });
      out.push(found(w.index, got[1], got[0].map(function (x) { return x[0]; })));
      taken = got[1];
    });
    return out;
  }
  function ordinalCitations(text, low, spans) {
    var out = [];
    all(F.ORD_LAW, low).forEach(function (m) {
      var mEnd = m.index + m[0].length;
      if (spans.overlaps(m.index, mEnd)) return;
      var nums = [span(m, "num")], start = m.index;
      for (;;) {
        var b = from(F.ORD_BEFORE, low, Math.max(0, start - 40), start);
        if (!b || spans.overlaps(b.index, start)) break;
        nums.unshift(span(b, "num"));
        start = b.index;
      }
      out.push(found(start, mEnd, nums.map(function (n) { return designation(n[0], n[1], text.slice(n[0], n[1]), LAW); })));
    });
    return out;
  }
  function thisCitations(text, low, spans) {
    var out = [];
    all(F.THIS, low).forEach(function (m) {
      var end = m.index + m[0].length;
      if (spans.overlaps(m.index, end) || at(A.THIS_NOT, low, end)) return;
      var s = m.groups.law !== undefined ? span(m, "law") : span(m, "sub");
      out.push(found(m.index, end, [designation(s[0], s[1], m.groups.law !== undefined ? "law" : "subsection", THIS)]));
    });
    return out;
  }
  function relativeCitations(text, low, spans) {
    var out = [], pos = 0, mine = new Spans();  /* this pass's, apart: added at the end */
    function taken(start, end) { return spans.overlaps(start, end) || mine.overlaps(start, end); }
    for (;;) {
      var m = from(F.REL_START, text, pos);
      if (!m) break;
      pos = m.index + 1;
      if (taken(m.index, m.index + 1)) continue;
      var first = relDesig(text, m.index);
      if (!first || taken(first.start, first.end)) continue;
      var before = low.slice(Math.max(0, first.start - 30), first.start);
      var maddeBefore = from(F.MADDE_BEFORE, low, Math.max(0, first.start - 12), first.start);
      if (maddeBefore && maddeBefore.index + maddeBefore[0].length !== first.start) maddeBefore = null;
      var cue = from(F.CUE, before, 0) !== null;
      var got = parseList(text, low, first, function (t, p) {
        var d = relDesig(t, p);
        return !d || taken(d.start, d.end) ? null : d;
      });
      var members = got[0], end = got[1];
      var designations = members.map(function (x) { return x[0]; });
      var lastRaw = members[members.length - 1][1];
      var after = lastRaw.dot && text.startsWith(".", end) ? end + 1 : end;
      var maddeAfter = at(A.MADDE_AFTER, low, after);
      if (maddeAfter && lastRaw.kind === "num" && !lastRaw.hasItem && !lastRaw.dot && COUNTED.indexOf(maddeAfter.groups.w) >= 0)
        maddeAfter = null;
      var fStart, fEnd;
      if (maddeAfter || maddeBefore) {
        fStart = maddeBefore ? maddeBefore.index : first.start;
        fEnd = maddeAfter ? maddeAfter.index + maddeAfter[0].length : end;
      } else if (cue) {
        if (first.kind === "num") continue;
        if (lastRaw.kind === "letter" && !at(A.CLAUSE_END, text, end)) continue;
        fStart = first.start; fEnd = end;
      } else {
        var keep = [];
        for (var i = 0; i < members.length; i++) {
          var raw = members[i][1];
          if ((raw.kind !== "secsub" && raw.kind !== "law") || !(raw.hasSub || raw.hasItem)) break;
          keep.push(members[i][0]);
        }
        if (!keep.length) continue;
        designations = keep;
        fStart = first.start;
        fEnd = (keep[keep.length - 1].upto || keep[keep.length - 1]).end;
      }
      if (taken(fStart, fEnd)) fStart = first.start;
      out.push(found(fStart, fEnd, designations));
      mine.add(fStart, fEnd);
      pos = fEnd;
    }
    return out;
  }
  function spansOf(list) { return new Spans(list.map(function (f) { return [f.start, f.end]; })); }
  return function (text) {
    if (!text) return [];
    var low = fold(text);
    var out = lawCitations(text, low);
    out = out.concat(ordinalCitations(text, low, spansOf(out)));
    out = out.concat(thisCitations(text, low, spansOf(out)));
    out = out.concat(relativeCitations(text, low, spansOf(out)));
    return out.sort(function (a, b) { return a.start - b.start; });
  };
};
