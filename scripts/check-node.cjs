// Stops `npm start`, `npm test`, `npm run build` and `npm run dev` at once, with what to run, when the
// Node that runs them is older than package.json's `engines.node` (otherwise the build dies minutes later
// with ERR_UNKNOWN_FILE_EXTENSION ".ts"). `npm install` is stopped by npm itself (`engine-strict` in
// .npmrc, README). Plain old JavaScript on purpose: it must run on the very Node it turns away.
'use strict';
var fs = require('fs');
var path = require('path');

function parts(version) {
  var p = String(version).replace(/^v/, '').split('.');
  return [Number(p[0]) || 0, Number(p[1]) || 0, Number(p[2]) || 0];
}

function compare(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** Whether `version` is in `range`: sets joined by `||`, each of comparators `^x.y.z`, `>=`, `>`, `<`, `<=`, `=`. */
function satisfies(version, range) {
  var v = parts(version);
  return String(range)
    .split('||')
    .some(function (set) {
      return set
        .trim()
        .split(/\s+/)
        .every(function (comparator) {
          var m = /^(\^|>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
          if (!m) return false;
          var w = parts(m[2]);
          var c = compare(v, w);
          switch (m[1]) {
            case '^':
              return c >= 0 && v[0] === w[0];
            case '>=':
              return c >= 0;
            case '>':
              return c > 0;
            case '<=':
              return c <= 0;
            case '<':
              return c < 0;
            default:
              return c === 0;
          }
        });
    });
}

function engines() {
  var file = path.join(__dirname, '..', 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).engines.node;
}

function message(version, range) {
  return [
    'Foro de Educadores needs Node 24 (engines: ' + range + '); this is Node ' + version + '.',
    'Run, from the repository root:',
    '',
    '  source scripts/use-node-24.sh',
    '',
    "It installs Node 24 into .tools/ and puts it on this shell's PATH; then run your command again",
    '(with node_modules installed by another Node, first: rm -rf node_modules && npm install).',
  ].join('\n');
}

module.exports = { satisfies: satisfies, message: message, engines: engines };

if (require.main === module) {
  var range = engines();
  if (!satisfies(process.version, range)) {
    process.stderr.write('\n' + message(process.version, range) + '\n\n');
    process.exit(1);
  }
}
