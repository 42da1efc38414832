#!/usr/bin/env bash
# Issue 20, goal 4: what the build plugin adds to a no-op `swift build`. Builds two copies of
# Tests/ModelGenKitTests/Fixtures/PluginPackage in a temporary folder: one that applies the build
# plugin, and one with the same sources where the plugin's output is committed as plain sources.
# Then times no-op builds of the two, alternating, and prints the medians, their ratio (goal: at
# most 1.10), and whether a no-op build ran the plugin's command at all (it must not).
#
#   bash scripts/plugin-overhead.sh [RUNS]     (default 9 runs of each)
set -euo pipefail
runs=${1:-9}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp -R "$root/Tests/ModelGenKitTests/Fixtures/PluginPackage" "$work/with"
sed -i.bak "s|path: \"../../../..\"|path: \"$root\"|" "$work/with/Package.swift"
(cd "$work/with" && swift build --product App >/dev/null)

cp -R "$work/with" "$work/without"
rm -rf "$work/without/.build"
find "$work/with/.build/plugins/outputs" -name '*.swift' -path '*Library*' -exec cp {} "$work/without/Sources/Library/" \;
sed -i.bak 's|.target(name: "Library", plugins: \[.plugin(name: "ModelGenPlugin", package: "modelgen")\]),|.target(name: "Library", exclude: ["Model"]),|' \
    "$work/without/Package.swift"
grep -q 'exclude: \["Model"\]' "$work/without/Package.swift" || { echo "error: could not take the plugin out of the copy" >&2; exit 1; }
(cd "$work/without" && swift build --product App >/dev/null)

seconds() { # package folder → seconds of one no-op build (POSIX `time -p`, on Linux and macOS)
    (cd "$1" && { /usr/bin/time -p swift build --product App >/dev/null; } 2>&1 | awk '$1 == "real" { print $2 }')
}
# One warm-up build of each, then alternate, so that the machine's drift falls on both alike.
seconds "$work/with" >/dev/null; seconds "$work/without" >/dev/null
with=(); without=()
for _ in $(seq "$runs"); do
    with+=("$(seconds "$work/with")")
    without+=("$(seconds "$work/without")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
m_with=$(median "${with[@]}"); m_without=$(median "${without[@]}")
ratio=$(awk -v a="$m_with" -v b="$m_without" 'BEGIN { printf "%.2f", a / b }')
# A verbose build is planned anew once; the second one is a no-op that shows its commands.
(cd "$work/with" && swift build --product App -v >/dev/null 2>&1)
ran=$(cd "$work/with" && swift build --product App -v 2>&1 | grep -c 'modelgen-tool generate' || true)
echo "no-op swift build, median of $runs: with the plugin ${m_with} s, without ${m_without} s, ratio ${ratio} (goal: at most 1.10)"
echo "the plugin's command ran on a no-op build: $([ "$ran" -eq 0 ] && echo no || echo "yes ($ran times)")"
# And it runs again when what it reads changes: the model, its configuration, a template.
for input in Sources/Library/Model/Library.datamodel.json Sources/Library/Model/modelgen.json \
    Templates/CoreDataProperties.swift.mustache; do
    touch "$work/with/$input"
    count=$(cd "$work/with" && swift build --product App -v 2>&1 | grep -c 'modelgen-tool generate' || true)
    echo "after a change of $input, the plugin's command ran: $([ "$count" -eq 0 ] && echo no || echo yes)"
done
