/// The report's inline CSS: plain, printable, no web fonts, no colour needed to read a verdict.
enum Stylesheet {
    static let css = """
        body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 14px; color: #111; background: #fff;
               margin: 16px auto; max-width: 1060px; padding: 0 12px; line-height: 1.4; }
        h1 { font-size: 22px; margin: 0 0 4px 0; }
        h2 { font-size: 18px; margin: 28px 0 6px 0; padding-top: 8px; border-top: 2px solid #333; }
        h3 { font-size: 15px; margin: 16px 0 4px 0; }
        p.generated { color: #444; margin: 0 0 12px 0; }
        table { border-collapse: collapse; margin: 6px 0 12px 0; }
        th, td { border: 1px solid #999; padding: 3px 7px; text-align: left; vertical-align: top; }
        th { background: #eee; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .verdict { font-weight: bold; white-space: nowrap; }
        .verdict.passed { color: #1a6b1a; }
        .verdict.failed { color: #b00020; }
        .verdict.error { color: #b00020; text-decoration: underline; }
        .notjudged { color: #555; font-style: italic; }
        .meta { color: #333; margin: 0 0 8px 0; }
        .meta code { background: #f3f3f3; padding: 0 3px; }
        figure { margin: 4px 0 10px 0; }
        figcaption { font-weight: bold; font-size: 13px; margin: 0 0 2px 0; }
        svg.plot { display: block; max-width: 100%; height: auto; background: #fff; }
        ol.expectations { padding-left: 22px; }
        ol.expectations li { margin: 6px 0; }
        .location { color: #555; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
        pre { background: #f6f6f6; border-left: 3px solid #999; padding: 6px 8px; margin: 4px 0;
              white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; }
        pre.reproduce { border-left-color: #333; }
        p.nodata { color: #555; font-style: italic; }
        """
}
