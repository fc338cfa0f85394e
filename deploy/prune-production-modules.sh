#!/bin/sh
# Leaves in a production node_modules only what Node loads at run time (the API image's
# dependencies stage runs it after `npm ci --omit=dev`). What goes, and why that is safe:
#   - typescript and htmlnano's minifiers (terser with its source-map helpers, relateurl): npm keeps
#     them because other workspaces need them to develop ("devOptional" in the lockfile), but in
#     production they are only optional peers. cosmiconfig (via mjml-core's htmlnano) loads
#     typescript only to read a .ts config file, and htmlnano loads its minifiers only to minify,
#     which the API's emails turn off (api/src/mail/notification-emails.ts: minify: false).
#   - source maps, TypeScript declarations and sources, and markdown: Node never reads them.
#   - test, docs and example folders at a package's root: not part of what a package exports.
#   - PGlite's extension archives: loaded only when PGlite is created with `extensions`, and the
#     API's embedded database has none (api/src/db/database.ts).
# The Dockerfile renders an email afterwards, so a removal that breaks mjml fails the build.
set -eu
modules=${1:?usage: prune-production-modules.sh <node_modules>}

for name in typescript terser @jridgewell source-map-support relateurl; do
  rm -rf "$modules/$name"
done
rm -f "$modules/.bin/tsc" "$modules/.bin/tsserver" "$modules/.bin/terser"
rm -f "$modules"/@electric-sql/pglite/dist/*.tar.gz

find "$modules" -type f \( -name '*.map' -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' \
  -o -name '*.md' -o -name '*.markdown' \) ! -iname 'licen[cs]e*' -delete
# A package root is a folder holding package.json directly under a node_modules (or @scope).
find "$modules" -name package.json -path '*/node_modules/*' | while read -r manifest; do
  root=$(dirname "$manifest")
  case $(basename "$(dirname "$root")") in
    node_modules | @*) ;;
    *) continue ;;
  esac
  for folder in test tests __tests__ docs doc example examples; do
    if [ -d "$root/$folder" ]; then rm -rf "${root:?}/$folder"; fi
  done
done
