// better-sqlite3 (used by @toolgate/datasource-local) compiles from source when no prebuilt binary
// can be downloaded. node-gyp would then download Node's headers; a Node installed from a distro or
// official package already ships them under <prefix>/include/node, so point node-gyp there and the
// build needs no network. A machine without local headers keeps node-gyp's own download.
const fs = require('node:fs');
const path = require('node:path');

function localNodeHeadersDir() {
  const prefix = path.resolve(path.dirname(process.execPath), '..');
  const versionHeader = path.join(prefix, 'include', 'node', 'node_version.h');
  return fs.existsSync(versionHeader) ? prefix : undefined;
}

module.exports = {
  hooks: {
    updateConfig(config) {
      const nodeDir = process.env.npm_config_nodedir ?? localNodeHeadersDir();
      if (nodeDir === undefined) return config;
      return { ...config, extraEnv: { ...config.extraEnv, npm_config_nodedir: nodeDir } };
    },
  },
};
