/* The search page: run the query in the address (?q=…&lang=…), go straight to a cited unit, or
   list the results with the unit in every language (each law's texts loaded as needed). */
(function () {
  "use strict";
  var root = document.body.getAttribute("data-root") || ".";
  var NAMES = {tr: "Türkçe", da: "Dansk", he: "עברית", en: "English"};

  function anchor(id) {
    if (id.indexOf("def:") === 0) return "def-" + id.slice(4).replace(/:/g, "-");
    if (id.indexOf(":") > 0) return id.split(":").slice(1).join("-");
    return id.replace(/[()]/g, "");
  }
  function law(id) { var m = /^\d+/.exec(id); return m ? m[0] : ""; }
  function page(work, id) {
    if (work !== "wbf-2017") return root + "/elwell-1907.html#" + anchor(id);
    if (id.indexOf("def:") === 0) return root + "/definitions.html#" + anchor(id);
    return root + "/laws/" + law(id) + ".html" + (id === law(id) ? "" : "#" + anchor(id));
  }
  function unitsFile(work, id) {
    if (id.indexOf("def:") === 0) return work + "-def";
    if (id.indexOf(":") > 0) return work + "-" + id.split(":")[1];
    return work + "-" + law(id);
  }
  var loading = {};
  function loadUnits(name) {
    if (!loading[name]) loading[name] = new Promise(function (resolve) {
      var s = document.createElement("script");
      s.src = root + "/assets/search/units/" + name + ".js";
      s.onload = function () { resolve((window.LAWSEARCH_UNITS || {})[name] || []); };
      s.onerror = function () { resolve([]); };
      document.head.appendChild(s);
    });
    return loading[name];
  }
  function highlight(el, text, lang, terms) {
    var want = new Set(terms[lang] || []);
    if (!want.size) { el.textContent = text; return; }
    var re = /[\p{L}\p{N}_\p{M}\u0591-\u05c7]+(?:['’][\p{L}\p{N}_\p{M}]+)*/gu, last = 0, m;
    while ((m = re.exec(text))) {
      var hit = window.LAWSEARCH.analyse(lang, m[0]).some(function (pos) { return pos.some(function (t) { return want.has(t); }); });
      if (!hit) continue;
      el.appendChild(document.createTextNode(text.slice(last, m.index)));
      var mark = document.createElement("mark");
      mark.textContent = m[0];
      el.appendChild(mark);
      last = m.index + m[0].length;
    }
    el.appendChild(document.createTextNode(text.slice(last)));
  }
  function render(results, status) {
    var list = document.getElementById("results");
    list.innerHTML = "";
    results.forEach(function (r, i) {
      var li = document.createElement("li");
      li.className = "result";
      li.setAttribute("data-id", r.id);
      li.setAttribute("data-work", r.work);
      var head = document.createElement("p");
      head.className = "result-head";
      var a = document.createElement("a");
      a.href = page(r.work, r.id);
      a.textContent = (r.work === "wbf-2017" ? (r.id.indexOf("def:") === 0 ? "Definition " + r.id.slice(4) : (r.id === law(r.id) ? "Law " : "") + r.id) : r.id);
      head.appendChild(a);
      var where = document.createElement("span");
      where.className = "where";
      var kinds = Array.from(new Set(r.matched.map(function (m) { return m.source; }))).filter(function (s) { return s !== "law" && s !== "unit"; });
      where.textContent = kinds.length ? " · found in " + kinds.join(", ") : "";
      head.appendChild(where);
      li.appendChild(head);
      var langs = document.createElement("div");
      langs.className = "langs";
      li.appendChild(langs);
      list.appendChild(li);
      loadUnits(unitsFile(r.work, r.id)).then(function (records) {
        var rec = records.filter(function (x) { return x.id === r.id; })[0];
        if (!rec) return;
        ["tr", "da", "he", "en"].forEach(function (lang) {
          var parts = [(rec.num || {})[lang], (rec.title || {})[lang], (rec.text || {})[lang]].filter(function (x) { return x; });
          if (!parts.length) return;
          var div = document.createElement("div");
          div.lang = lang;
          div.dir = lang === "he" ? "rtl" : "ltr";
          var name = document.createElement("span");
          name.className = "where";
          name.textContent = NAMES[lang] + " ";
          div.appendChild(name);
          var text = parts.join(" ");
          var body = document.createElement("span");
          highlight(body, text.length > 600 ? text.slice(0, 600) + " …" : text, lang, r.terms || {});
          div.appendChild(body);
          langs.appendChild(div);
        });
      });
    });
    document.getElementById("search-status").textContent = status;
  }
  document.addEventListener("DOMContentLoaded", function () {
    var params = new URLSearchParams(location.search);
    var q = params.get("q") || "", lang = params.get("lang") || "";
    document.getElementById("q2").value = q;
    document.getElementById("lang").value = lang;
    var top = document.getElementById("q");
    if (top) top.value = q;
    if (!q.trim()) { document.getElementById("search-status").textContent = "Type a citation or a few words."; return; }
    var results = window.LAWSEARCH.search(q, lang ? [lang] : null, 20);
    if (results.length && results[0].citation) { location.replace(page(results[0].work, results[0].id)); return; }
    render(results, results.length ? results.length + " result" + (results.length === 1 ? "" : "s") + " for “" + q + "”" : "Nothing found for “" + q + "”.");
  });
})();
