#!/usr/bin/env bash
# Measures what ModelGenPlugin adds to a build with nothing changed. It copies the plugin test
# fixture (Tests/ModelGenKitTests/Fixtures/PluginPackage) three ways into a temporary folder:
#   with     - Library applies ModelGenPlugin (as in the tests);
#   without  - Library holds committed output instead, modelgen stays a dependency;
#   bare     - the same committed output, and no modelgen dependency at all;
# builds each until it settles, then times RUNS no-op `swift build --product App` of each,
# interleaved, and prints the medians. Usage: scripts/plugin-noop-build-time.sh [RUNS]
set -euo pipefail
runs=${1:-15}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fixture="$root/Tests/ModelGenKitTests/Fixtures/PluginPackage"

for variant in with without bare; do
    cp -R "$fixture" "$work/$variant"
    sed -i.bak "s#path: \"../../../..\"#path: \"$root\"#" "$work/$variant/Package.swift"
done
(cd "$root" && swift build --product modelgen >/dev/null)
for variant in without bare; do
    sed -i.bak 's#.target(name: "Library", plugins: \[.plugin(name: "ModelGenPlugin", package: "modelgen")\]),#.target(name: "Library"),#' "$work/$variant/Package.swift"
    "$root/.build/debug/modelgen" generate --quiet --skip-class Author "$work/$variant/Sources/Library/Model/Library.datamodel.json"
done
python3 - "$work/bare/Package.swift" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text = re.sub(r'    dependencies: \[\n.*?\n    \],\n', '', text, flags=re.S)
text = text.replace('.target(name: "Committed", exclude: ["Commits.datamodel.json"]),', '')
open(path, 'w').write(text)
PY
rm -rf "$work/bare/Sources/Committed"

for variant in with without bare; do
    for _ in 1 2 3; do (cd "$work/$variant" && swift build --product App >/dev/null 2>&1); done
done

python3 - "$work" "$runs" <<'PY'
import statistics, subprocess, sys, time
work, runs = sys.argv[1], int(sys.argv[2])
times = {"with": [], "without": [], "bare": []}
for _ in range(runs):
    for variant in times:
        start = time.perf_counter()
        subprocess.run(["swift", "build", "--product", "App"], cwd=f"{work}/{variant}", check=True, capture_output=True)
        times[variant].append(time.perf_counter() - start)
for variant, values in times.items():
    print(f"{variant:8} median {statistics.median(values):.3f} s  (min {min(values):.3f}, max {max(values):.3f}, {runs} runs)")
PY
