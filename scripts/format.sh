#!/usr/bin/env bash
# Formats the project's hand-written Swift with the toolchain's `swift format` and .swift-format,
# or, with --check, fails listing what is not formatted (CI runs it so).
# Generated Swift is left as the templates print it: the golden files, the sample's committed
# output, the fixture package and BuiltinTemplates.swift; so is the SDK stub, which mirrors
# Apple's headers.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "scripts/format.sh: run it in a git checkout of modelgen: it formats the files git tracks" >&2
    exit 1
fi

files=()
while IFS= read -r file; do files+=("$file"); done < <(
    git ls-files --cached --others --exclude-standard -- '*.swift' |
        grep -v -E '^Tests/GeneratedCodeTests/Golden/|^Tests/Fixtures/|^Tests/SDKStub/|^Sources/ModelGenKit/Render/BuiltinTemplates\.swift$|^samples/CommitsApp/Sources/CommitsApp/Model/' |
        while IFS= read -r file; do [ -f "$file" ] && echo "$file"; done)

if [ ${#files[@]} -eq 0 ]; then
    echo "scripts/format.sh: found no Swift files to format" >&2
    exit 1
fi

case "${1:-}" in
    --check) swift format lint --strict --parallel "${files[@]}" ;;
    "") swift format --in-place --parallel "${files[@]}" ;;
    *) echo "usage: scripts/format.sh [--check]" >&2; exit 64 ;;
esac
