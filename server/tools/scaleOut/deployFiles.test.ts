// The shipped edge configurations are valid for the installed Varnish and HAProxy, as shipped and as
// the checks fill them in (one server line per copy, a backend of the run's own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { haproxyBinary, haproxyConfig, shippedHaproxyConfig } from './haproxyProcess.ts';
import { shippedVclDir, siteBackendVcl, varnishdBinary, varnishUnavailable } from './varnishProcess.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const skipHaproxy = fs.existsSync(haproxyBinary) ? false : `no haproxy at ${haproxyBinary}`;
const skipVarnish = varnishUnavailable() ?? false;

test('haproxy.cfg is valid as shipped and with three copies filled in', { skip: ci ? false : skipHaproxy }, () => {
  const dir = temporaryDir('haproxy-config');
  try {
    const shipped = fs.readFileSync(shippedHaproxyConfig, 'utf8');
    const filled = haproxyConfig(shipped, { port: 6449, copies: ['http://127.0.0.1:3441', 'http://127.0.0.1:3442', 'http://10.0.0.7:3000'], adminSocket: path.join(dir, 'admin.sock') });
    assert.deepEqual(filled.match(/^\s+server .+$/gm)?.map((line) => line.trim()), [
      'server copy0 127.0.0.1:3441',
      'server copy1 127.0.0.1:3442',
      'server copy2 10.0.0.7:3000',
      'server copy0-anyway 127.0.0.1:3441 backup no-check',
      'server copy1-anyway 127.0.0.1:3442 backup no-check',
      'server copy2-anyway 10.0.0.7:3000 backup no-check',
    ]);
    assert.match(filled, /^\s+bind 127\.0\.0\.1:6449$/m);
    for (const [name, text] of [['shipped.cfg', shipped], ['filled.cfg', filled]] as const) {
      fs.writeFileSync(path.join(dir, name), text);
      const check = spawnSync(haproxyBinary, ['-c', '-f', path.join(dir, name)], { encoding: 'utf8' });
      assert.equal(check.status, 0, `${name}: ${check.stdout}${check.stderr}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('default.vcl compiles with the shipped site-backend.vcl and with a run\'s own', { skip: ci ? false : skipVarnish }, () => {
  const dir = temporaryDir('vcl');
  try {
    fs.writeFileSync(path.join(dir, 'site-backend.vcl'), siteBackendVcl('http://127.0.0.1:6448'));
    for (const vclPath of [shippedVclDir, `${dir}:${shippedVclDir}`]) {
      const compiled = spawnSync(varnishdBinary, ['-C', '-f', path.join(shippedVclDir, 'default.vcl'), '-p', `vcl_path=${vclPath}`, '-n', path.join(dir, 'instance')], { encoding: 'utf8' });
      assert.equal(compiled.status, 0, compiled.stderr.slice(-2000));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
