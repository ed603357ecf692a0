"""The static website: pages rendered from the Akoma Ntoso corpus with Jinja2 into an MkDocs
project (`site/`), built into `build/site/`, searchable offline.

    anchors.py     a unit's page and anchor (`laws/27.html#27B1a`)
    html.py        the corpus's inline text (references, footnote markers, tables) as HTML
    pages.py       what each page shows, read from the corpus
    render.py      the Jinja2 templates (`site/templates/`) → Markdown pages for MkDocs
    searchdata.py  the search index's data for the browser (one source with `lawsearch search`)
    build.py       render, run MkDocs, add the offline files, check links, swap the site in
    icons.py       the favicon drawn as PNG icons for a phone's home screen
    offline.py     the web app manifest and the service worker's list of files (`sw.js`)
    links.py       the link checker
    serve.py       `lawsearch serve`
"""
