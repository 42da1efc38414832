#!/usr/bin/env bash
# Issue 20, goal 4: what the build plugin adds to a no-op `swift build`. Builds two copies of
# Tests/Fixtures/PluginPackage in a temporary folder: one that applies the build
# plugin, and one with the same sources where the plugin's output is committed as plain sources.
# Then times no-op builds of the two, alternating, and prints the medians and their ratio (goal:
# at most 1.10). It also counts how often the plugin's command ran: never on a no-op build, once
# after a change of the model, of its modelgen.json or of a template. Exit status 1 when a goal is
# missed, 2 when a build fails. Needs only bash, the Swift toolchain and the usual POSIX tools.
#
#   bash scripts/plugin-overhead.sh [RUNS]     (default 9 runs of each)
set -euo pipefail
export LC_ALL=C
runs=${1:-9}
case "$runs" in '' | *[!0-9]* | 0) echo "usage: bash scripts/plugin-overhead.sh [RUNS], RUNS a whole number of 1 or more" >&2; exit 2 ;; esac
root=$(cd "$(dirname "$0")/.." && pwd -P)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log="$work/build.log"
# The display name of the plugin's command (PluginPlanner), which SwiftPM prints when it runs it.
generating='Generating Core Data classes from'

build() { # package folder → the build's output in $log; stops the script when the build fails
    if ! (cd "$1" && swift build --product App >"$log" 2>&1); then
        echo "error: swift build failed in $1:" >&2
        cat "$log" >&2
        exit 2
    fi
}
seconds() { # package folder → seconds of one build, by bash's own clock
    local TIMEFORMAT=%R
    { time build "$1"; } 2>&1
}
plugin_runs() { # how often the last build ran the plugin's command
    grep -c "$generating" "$log" || true
}

cp -R "$root/Tests/Fixtures/PluginPackage" "$work/with"
awk -v root="$root" '{ sub(/path: "\.\.\/\.\.\/\.\.\/\.\."/, "path: \"" root "\""); print }' \
    "$work/with/Package.swift" >"$work/Package.swift" && mv "$work/Package.swift" "$work/with/Package.swift"
grep -q "path: \"$root\"" "$work/with/Package.swift" || { echo "error: could not point the copy at $root" >&2; exit 2; }
build "$work/with"
[ "$(plugin_runs)" -ge 1 ] || { echo "error: the first build did not run the plugin; is '$generating' still its name?" >&2; exit 2; }

# The same sources without the plugin: its output becomes plain source files.
mkdir "$work/without"
(cd "$work/with" && tar -cf - --exclude ./.build .) | (cd "$work/without" && tar -xf -)
find "$work/with/.build/plugins/outputs" -name '*.swift' -path '*Library*' -exec cp {} "$work/without/Sources/Library/" \;
awk '{ sub(/\.target\(name: "Library", plugins: \[\.plugin\(name: "ModelGenPlugin", package: "modelgen"\)\]\),/, ".target(name: \"Library\", exclude: [\"Model\"]),"); print }' \
    "$work/without/Package.swift" >"$work/Package.swift" && mv "$work/Package.swift" "$work/without/Package.swift"
grep -q 'exclude: \["Model"\]' "$work/without/Package.swift" || { echo "error: could not take the plugin out of the copy" >&2; exit 2; }
build "$work/without"

# One warm-up build of each, then alternate, so that the machine's drift falls on both alike.
seconds "$work/with" >/dev/null
seconds "$work/without" >/dev/null
with=()
without=()
noop_runs=0
for _ in $(seq "$runs"); do
    with+=("$(seconds "$work/with")")
    noop_runs=$((noop_runs + $(plugin_runs)))
    without+=("$(seconds "$work/without")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
m_with=$(median "${with[@]}")
m_without=$(median "${without[@]}")
ratio=$(awk -v a="$m_with" -v b="$m_without" 'BEGIN { printf "%.2f", a / b }')
missed=0
echo "no-op swift build, median of $runs: with the plugin ${m_with} s, without ${m_without} s, ratio ${ratio} (goal: at most 1.10)"
awk -v r="$ratio" 'BEGIN { exit !(r > 1.10) }' && missed=1
echo "the plugin's command ran ${noop_runs} times in the $runs no-op builds (goal: 0)"
[ "$noop_runs" -eq 0 ] || missed=1
# And it runs again when what it reads changes.
for input in Sources/Library/Model/Library.datamodel.json Sources/Library/Model/modelgen.json \
    Templates/CoreDataProperties.swift.mustache; do
    touch "$work/with/$input"
    build "$work/with"
    count=$(plugin_runs)
    echo "after a change of $input, the plugin's command ran $count times (goal: 1)"
    [ "$count" -eq 1 ] || missed=1
done
exit "$missed"
