/* English citations in the browser: lang/en/citations.py's reading, step by step (what A, F
   and L are: assets/citations.js, `grammars`). */
(window.LAWSEARCH_GRAMMARS = window.LAWSEARCH_GRAMMARS || {}).en = function (A, F, L) {
  "use strict";
  var LAW = L.LAW, S = L.S, trim = L.trim, at = L.at, all = L.all, Spans = L.Spans,
      designation = L.designation, found = L.found;
  var SPACES = new RegExp(S + "+", "gu"), GLUED_ITEM = /^(\p{Nd}+(?:[A-Z]+\p{Nd}*)?)([a-z])$/u;
  function form(raw) {
    var text = raw.replace(SPACES, ""), m = GLUED_ITEM.exec(text);
    return m ? m[1] + "(" + m[2] + ")" : text;
  }
  return function (text) {
    var out = [], taken = 0;
    all(F.WORD, text).forEach(function (word) {
      if (word.index < taken) return;
      var pos = word.index + word[0].length, ds = [], inRange = false, m;
      while ((m = at(A.ONE, text, pos))) {
        var d = designation(m.index, m.index + m[0].length, form(m.groups.d), LAW);
        if (inRange) ds[ds.length - 1].upto = d;
        else ds.push(d);
        var sep = at(A.JOIN, text, d.end);
        if (!sep || !at(A.ONE, text, sep.index + sep[0].length)) break;
        var w = trim(sep[0]);
        inRange = (w === "–" || w === "-" || w === "to") && !inRange;
        pos = sep.index + sep[0].length;
      }
      if (ds.length) {
        var last = ds[ds.length - 1].upto || ds[ds.length - 1];
        out.push(found(word.index, last.end, ds));
        taken = last.end;
      }
    });
    var spans = new Spans(out.map(function (f) { return [f.start, f.end]; }));
    all(F.BARE, text).forEach(function (m) {
      if (spans.overlaps(m.index, m.index + 1)) return;
      out.push(found(m.index, m.index + m[0].length, [designation(m.index, m.index + m[0].length, form(m.groups.d), LAW)]));
    });
    return out.sort(function (a, b) { return a.start - b.start; });
  };
};
