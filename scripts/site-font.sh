#!/usr/bin/env bash
# Regenerates public/fonts/vazirmatn-arabic-wght400-700.woff2, the site's one web font: Vazirmatn's variable-weight
# Arabic-script build (`misc/Non-Latin`, the `vazirmatn` npm package; SIL OFL 1.1, public/fonts/OFL.txt) with its
# weight axis cut from 100–900 to 400–700, the four weights the site sets (normal, medium, semibold, bold: Panda's
# `fontWeight` tokens in src/). Why: every first visit loads the font at high priority before the first screen
# settles, and the thin and black ends are a quarter of its bytes (48.0 → 35.3 KB); the weights kept render the same
# (400 is the default master, 500–700 differ by at most 2 of 2 048 units per point). A weight outside the range is
# drawn at its nearest end (the @font-face says `font-weight: 400 700`). The file's name carries the range because
# /fonts/* is cached as immutable (public/_headers): a new cut needs a new name.
# Needs fontTools (Debian: apt-get install python3-fonttools).
set -euo pipefail
cd "$(dirname "$0")/.."
src="node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2"
out="public/fonts/vazirmatn-arabic-wght400-700.woff2"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 - "$src" "$tmp/full.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1], recalcTimestamp=False)
font.flavor = None
font.save(sys.argv[2])
PY
/usr/bin/python3 -m fontTools.varLib.instancer "$tmp/full.ttf" wght=400:700 --quiet --output "$tmp/cut.ttf"
# The same bytes on every run: the instancer stamps the time into `head.modified`; the source's stamp goes back.
/usr/bin/python3 - "$tmp/cut.ttf" "$out" "$src" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1], recalcTimestamp=False)
font['head'].modified = TTFont(sys.argv[3])['head'].modified
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
echo "$out: $(wc -c <"$out") bytes"
