/* lawsearch pages: choose and order the language columns, stacked view, copy a unit's link,
   previews of cross-references, keyboard navigation between units. No request leaves the site. */
(function () {
  "use strict";
  var STORE = "lawsearch.columns";

  function saved() {
    try { return JSON.parse(localStorage.getItem(STORE) || "null"); } catch (e) { return null; }
  }
  function save(state) {
    try { localStorage.setItem(STORE, JSON.stringify(state)); } catch (e) { /* file:// may refuse */ }
  }

  /* Columns: which languages, in which order, side by side or stacked. */
  function setUpColumns(table, controls) {
    var langs = table.getAttribute("data-langs").split(",");
    var state = saved() || {};
    var order = (state.order || []).filter(function (l) { return langs.indexOf(l) >= 0; });
    langs.forEach(function (l) { if (order.indexOf(l) < 0) order.push(l); });
    var hidden = (state.hidden || []).filter(function (l) { return langs.indexOf(l) >= 0; });
    var stacked = !!state.stacked;

    function apply() {
      table.querySelectorAll("tr").forEach(function (tr) {
        var margin = tr.querySelector(".margin");
        order.forEach(function (l) {
          var cell = tr.querySelector('[data-lang="' + l + '"]');
          if (!cell) return;
          tr.insertBefore(cell, margin);
          cell.classList.toggle("hidden", hidden.indexOf(l) >= 0);
        });
      });
      table.classList.toggle("stacked", stacked);
      save({order: order, hidden: hidden, stacked: stacked});
      draw();
    }

    function draw() {
      controls.innerHTML = "";
      var label = document.createElement("span");
      label.textContent = "Columns:";
      controls.appendChild(label);
      order.forEach(function (l, i) {
        var box = document.createElement("span");
        box.className = "col";
        var check = document.createElement("input");
        check.type = "checkbox";
        check.id = "col-" + l;
        check.checked = hidden.indexOf(l) < 0;
        check.addEventListener("change", function () {
          if (check.checked) hidden = hidden.filter(function (h) { return h !== l; });
          else if (hidden.length < langs.length - 1) hidden.push(l);
          apply();
          document.getElementById("col-" + l).focus();
        });
        var name = document.createElement("label");
        name.htmlFor = check.id;
        var th = table.querySelector('thead [data-lang="' + l + '"]');
        name.textContent = th ? th.textContent : l;
        box.appendChild(check);
        box.appendChild(name);
        [["←", -1, "earlier"], ["→", 1, "later"]].forEach(function (m) {
          var b = document.createElement("button");
          b.type = "button";
          b.textContent = m[0];
          b.setAttribute("aria-label", "Move " + name.textContent + " " + m[2]);
          b.disabled = (m[1] < 0 && i === 0) || (m[1] > 0 && i === order.length - 1);
          b.addEventListener("click", function () {
            var j = i + m[1];
            order.splice(i, 1);
            order.splice(j, 0, l);
            apply();
          });
          box.appendChild(b);
        });
        controls.appendChild(box);
      });
      var stack = document.createElement("button");
      stack.type = "button";
      stack.className = "stack";
      stack.setAttribute("aria-pressed", stacked ? "true" : "false");
      stack.textContent = stacked ? "Side by side" : "Stacked";
      stack.addEventListener("click", function () { stacked = !stacked; apply(); });
      controls.appendChild(stack);
    }
    apply();
  }

  /* Copy a unit's permanent link. */
  function setUpCopy() {
    document.addEventListener("click", function (ev) {
      var b = ev.target.closest ? ev.target.closest("button.copy") : null;
      if (!b) return;
      var url = location.href.split("#")[0] + "#" + b.getAttribute("data-anchor");
      function done() { b.classList.add("done"); setTimeout(function () { b.classList.remove("done"); }, 1500); }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).then(done, function () { fallback(url); done(); });
      } else { fallback(url); done(); }
    });
    function fallback(text) {
      var t = document.createElement("textarea");
      t.value = text; document.body.appendChild(t); t.select();
      try { document.execCommand("copy"); } catch (e) { /* nothing more to try */ }
      document.body.removeChild(t);
    }
  }

  /* A preview of a reference's target, on hover or keyboard focus. */
  function setUpPreviews() {
    var data = document.getElementById("previews");
    var previews = data ? JSON.parse(data.textContent) : {};
    var box = null;
    function hide() { if (box) { box.remove(); box = null; } }
    function show(a) {
      var target = a.getAttribute("data-target");
      var lang = a.getAttribute("data-lang");
      var texts = Object.prototype.hasOwnProperty.call(previews, target) ? previews[target] : null;
      if (!texts) return;
      hide();
      box = document.createElement("div");
      box.className = "preview";
      box.setAttribute("role", "tooltip");
      box.id = "preview-box";
      var head = document.createElement("span");
      head.className = "pid";
      head.textContent = target;
      box.appendChild(head);
      var body = document.createElement("span");
      var text = texts[lang] || texts[Object.keys(texts)[0]];
      body.textContent = text;
      body.lang = lang;
      if (lang === "he") body.dir = "rtl";
      box.appendChild(body);
      document.body.appendChild(box);
      var r = a.getBoundingClientRect();
      box.style.top = (window.scrollY + r.bottom + 4) + "px";
      box.style.left = Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - box.offsetWidth - 8)) + "px";
      a.setAttribute("aria-describedby", box.id);
    }
    document.querySelectorAll("a.ref").forEach(function (a) {
      a.addEventListener("mouseenter", function () { show(a); });
      a.addEventListener("focus", function () { show(a); });
      a.addEventListener("mouseleave", hide);
      a.addEventListener("blur", hide);
    });
    document.addEventListener("keydown", function (ev) { if (ev.key === "Escape") hide(); });
  }

  /* j / k: next and previous unit; the URL follows so it can be shared. */
  function setUpKeys() {
    var rows = Array.prototype.slice.call(document.querySelectorAll("tr.unit"));
    if (!rows.length) return;
    document.addEventListener("keydown", function (ev) {
      if (ev.target && /INPUT|TEXTAREA|SELECT/.test(ev.target.tagName)) return;
      if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
      if (ev.key === "/") { var q = document.getElementById("q"); if (q) { ev.preventDefault(); q.focus(); } return; }
      if (ev.key !== "j" && ev.key !== "k") return;
      var current = rows.findIndex(function (r) { return r.classList.contains("target") || ("#" + r.id) === location.hash; });
      var next = current < 0 ? 0 : Math.max(0, Math.min(rows.length - 1, current + (ev.key === "j" ? 1 : -1)));
      rows.forEach(function (r) { r.classList.remove("target"); });
      var row = rows[next];
      row.classList.add("target");
      history.replaceState(null, "", "#" + row.id);
      var link = row.querySelector("a.permalink");
      if (link) link.focus({preventScroll: true});
      row.scrollIntoView({block: "center"});
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var table = document.querySelector("table.aligned");
    var controls = document.querySelector(".controls");
    if (table && controls) setUpColumns(table, controls);
    setUpCopy();
    setUpPreviews();
    setUpKeys();
  });
})();
