// The JavaScript layer of hostcall's script runtime: `Deno.*` runtime APIs, timers, URL,
// URLSearchParams and structuredClone over the natives object `n` (natives.rs), which no
// script sees. Conversions a standard asks for (String(), Number(), which may run script)
// happen here, before a native is called; every permission check is in the natives.
(function (n, build, mainModule) {
  "use strict";
  const g = globalThis;
  const Deno = g.Deno;
  const hidden = (o, k, v) =>
    Object.defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: false });
  const plain = (o, k, v) =>
    Object.defineProperty(o, k, { value: v, writable: true, configurable: true, enumerable: true });

  // Deno.errors: the classes Deno throws, by Deno's names.
  const errors = {};
  for (const name of [
    "NotFound", "PermissionDenied", "ConnectionRefused", "ConnectionReset",
    "ConnectionAborted", "NotConnected", "AddrInUse", "AddrNotAvailable", "BrokenPipe",
    "AlreadyExists", "InvalidData", "TimedOut", "Interrupted", "WriteZero", "WouldBlock",
    "UnexpectedEof", "BadResource", "Http", "Busy", "NotSupported", "FilesystemLoop",
    "IsADirectory", "NetworkUnreachable", "NotADirectory", "NotCapable",
  ]) {
    const C = {
      [name]: class extends Error {
        constructor(message, options) {
          super(message, options);
          this.name = name;
        }
      },
    }[name];
    plain(errors, name, C);
  }
  n.setErrors(errors);
  plain(Deno, "errors", errors);

  // Environment.
  const env = {};
  hidden(env, "get", function get(key) {
    const v = n.envGet(String(key));
    return v == null ? undefined : v;
  });
  hidden(env, "set", function set(key, value) {
    n.envSet(String(key), String(value));
  });
  hidden(env, "has", function has(key) {
    return n.envGet(String(key)) != null;
  });
  hidden(env, "delete", function (key) {
    n.envDelete(String(key));
  });
  hidden(env, "toObject", function toObject() {
    return n.envToObject();
  });
  plain(Deno, "env", env);

  plain(Deno, "cwd", function cwd() {
    return n.cwd();
  });
  plain(Deno, "build", Object.freeze(build));
  plain(Deno, "mainModule", mainModule);
  plain(Deno, "inspect", function inspect(value) {
    return n.inspect(value);
  });

  // Exit.
  // As Deno's: a number is the status (truncated to a 32-bit integer, as Deno's op takes
  // it); anything else (`"3"`, an object: never converted, so no script runs) leaves the
  // status at `Deno.exitCode`.
  // In a test (`hostcall test`), Deno.exit fails the test instead (Deno's exit sanitizer).
  let exitTrap = null;
  plain(Deno, "exit", function exit(code) {
    if (exitTrap !== null) exitTrap(typeof code === "number" ? code | 0 : n.getExitCode());
    if (typeof code === "number") n.exit(code | 0);
    else n.exit();
  });
  Object.defineProperty(Deno, "exitCode", {
    get() {
      return n.getExitCode();
    },
    set(code) {
      if (typeof code !== "number") {
        throw new TypeError(`Exit code must be a number, got: ${String(code)} (${typeof code}).`);
      }
      if (!Number.isInteger(code)) {
        throw new RangeError(`Exit code must be an integer, got: ${code}`);
      }
      n.setExitCode(code | 0);
    },
    enumerable: true,
    configurable: true,
  });

  // Files. The async forms run the same operation and settle their promise with it.
  const pathArg = (p) => (p instanceof URL ? p.href : String(p));
  const later = (f) => new Promise((resolve) => resolve(f()));
  const fileInfo = (s) => {
    const fmt = s.mode & 0o170000;
    const date = (t) => (t === null || t === undefined ? null : new Date(t));
    return {
      isFile: s.isFile, isDirectory: s.isDirectory, isSymlink: s.isSymlink, size: s.size,
      mtime: date(s.mtime), atime: date(s.atime), birthtime: date(s.birthtime),
      ctime: date(s.ctime), dev: s.dev, ino: s.ino, mode: s.mode, nlink: s.nlink, uid: s.uid,
      gid: s.gid, rdev: s.rdev, blksize: s.blksize, blocks: s.blocks,
      isBlockDevice: fmt === 0o060000, isCharDevice: fmt === 0o020000,
      isFifo: fmt === 0o010000, isSocket: fmt === 0o140000,
    };
  };
  const writeArgs = (options) => {
    options = options ?? {};
    return [!!options.append, options.create !== false, !!options.createNew,
      options.mode === undefined ? -1 : Number(options.mode) >>> 0];
  };
  const bytes = (data) => {
    if (!ArrayBuffer.isView(data)) throw new TypeError("data must be a Uint8Array");
    return data;
  };
  const fs = {
    readFileSync: (p) => n.readFile(pathArg(p)),
    readTextFileSync: (p) => n.readTextFile(pathArg(p)),
    writeFileSync: (p, data, o) => n.writeFile(pathArg(p), bytes(data), ...writeArgs(o)),
    writeTextFileSync: (p, text, o) => n.writeFile(pathArg(p), String(text), ...writeArgs(o)),
    removeSync: (p, o) => n.remove(pathArg(p), !!(o && o.recursive)),
    statSync: (p) => fileInfo(n.stat(pathArg(p), false)),
    lstatSync: (p) => fileInfo(n.stat(pathArg(p), true)),
  };
  for (const [name, f] of Object.entries(fs)) {
    const sync = { [name]: function (...a) { return f(...a); } }[name];
    plain(Deno, name, sync);
    const base = name.slice(0, -4);
    plain(Deno, base, { [base]: function (...a) { return later(() => f(...a)); } }[base]);
  }

  // Directories, renames, copies, temporary files (issue 46). As Deno's ext/fs/30_fs.js:
  // paths through `pathArg`, options read here; permissions are checked by the natives.
  const modeArg = (mode) => (mode === undefined || mode === null ? -1 : Number(mode) >>> 0);
  const tempArgs = (o) => {
    o = o ?? {};
    const opt = (v) => (v === undefined || v === null ? undefined : String(v));
    return [opt(o.dir), opt(o.prefix), opt(o.suffix)];
  };
  const dirs = {
    mkdirSync: (p, o) => n.mkdir(pathArg(p), !!(o?.recursive ?? false), modeArg(o?.mode)),
    readDirSync: (p) => n.readDir(pathArg(p))[Symbol.iterator](),
    renameSync: (from, to) => n.rename(pathArg(from), pathArg(to)),
    copyFileSync: (from, to) => n.copyFile(pathArg(from), pathArg(to)),
    realPathSync: (p) => n.realPath(pathArg(p)),
    makeTempDirSync: (o) => n.makeTemp(...tempArgs(o), false),
    makeTempFileSync: (o) => n.makeTemp(...tempArgs(o), true),
  };
  for (const [name, f] of Object.entries(dirs)) {
    plain(Deno, name, { [name]: function (...a) { return f(...a); } }[name]);
    if (name === "readDirSync") continue;
    const base = name.slice(0, -4);
    plain(Deno, base, { [base]: function (...a) { return later(() => f(...a)); } }[base]);
  }
  // Deno.readDir: an async iterable; as in Deno, the directory is read (and its
  // permission checked) when the iteration starts, not when readDir is called.
  plain(Deno, "readDir", function readDir(path) {
    const p = pathArg(path);
    return {
      [Symbol.asyncIterator]() {
        let entries = null;
        let i = 0;
        let finished = false;
        return {
          async next() {
            if (finished) return { value: undefined, done: true };
            if (entries === null) entries = n.readDir(p);
            if (i < entries.length) return { value: entries[i++], done: false };
            finished = true;
            return { value: undefined, done: true };
          },
          async return(value) {
            finished = true;
            return { value, done: true };
          },
          [Symbol.asyncIterator]() {
            return this;
          },
        };
      },
    };
  });

  // The process and its standard streams (issue 46).
  Object.defineProperty(Deno, "pid", { get: () => n.pid(), enumerable: true, configurable: true });
  Object.defineProperty(Deno, "ppid", { get: () => n.ppid(), enumerable: true, configurable: true });
  const noColor = n.noColor();
  Object.defineProperty(Deno, "noColor", { get: () => noColor, enumerable: true, configurable: true });
  plain(Deno, "version", Object.freeze(n.version()));
  const view = (p) => {
    if (!ArrayBuffer.isView(p)) throw new TypeError("expected a Uint8Array (or an ArrayBuffer view)");
    return p;
  };
  class Stdin {
    readSync(p) {
      view(p);
      if (p.byteLength === 0) return 0;
      const got = n.stdinRead(p.byteLength);
      if (got.length === 0) return null;
      new Uint8Array(p.buffer, p.byteOffset, p.byteLength).set(got);
      return got.length;
    }
    read(p) {
      return later(() => this.readSync(p));
    }
    isTerminal() {
      return n.isTerminal(0);
    }
  }
  class Stdout {
    writeSync(p) {
      return n.stdWrite(1, view(p));
    }
    write(p) {
      return later(() => this.writeSync(p));
    }
    isTerminal() {
      return n.isTerminal(1);
    }
  }
  class Stderr {
    writeSync(p) {
      return n.stdWrite(2, view(p));
    }
    write(p) {
      return later(() => this.writeSync(p));
    }
    isTerminal() {
      return n.isTerminal(2);
    }
  }
  plain(Deno, "stdin", new Stdin());
  plain(Deno, "stdout", new Stdout());
  plain(Deno, "stderr", new Stderr());

  // Timers.
  // A string is code, evaluated when the timer runs; a relative `import()` in it resolves
  // against the module that called setTimeout, as in Deno.
  const callbackOf = (cb) => {
    if (typeof cb === "function") return cb;
    const code = String(cb);
    const referrer = n.activeModule();
    return () => {
      n.setEvalReferrer(referrer);
      return (0, eval)(code);
    };
  };
  // WebIDL's conversion: ToNumber, which throws for a BigInt (`Number(10n)` would not).
  const delayOf = (d) => (d === undefined ? 0 : +d);
  hidden(g, "setTimeout", function setTimeout(cb, delay, ...args) {
    return n.setTimer(callbackOf(cb), delayOf(delay), false, ...args);
  });
  hidden(g, "setInterval", function setInterval(cb, delay, ...args) {
    return n.setTimer(callbackOf(cb), delayOf(delay), true, ...args);
  });
  const clear = (id) => {
    if (id !== undefined && id !== null) n.clearTimer(Number(id));
  };
  hidden(g, "clearTimeout", function clearTimeout(id) {
    clear(id);
  });
  hidden(g, "clearInterval", function clearInterval(id) {
    clear(id);
  });
  if (typeof g.queueMicrotask !== "function") {
    hidden(g, "queueMicrotask", function queueMicrotask(cb) {
      if (typeof cb !== "function") {
        throw new TypeError("Failed to execute 'queueMicrotask': Argument 1 is not a function");
      }
      Promise.resolve().then(() => cb());
    });
  }

  hidden(g, "structuredClone", function structuredClone(value, options) {
    if (options && options.transfer && options.transfer.length) {
      throw new TypeError("structuredClone: transfer is not supported by hostcall");
    }
    return n.clone(value);
  });

  // URL and URLSearchParams: the `url` crate parses; each URL keeps its parsed parts.
  const paramsOwner = new WeakMap(); // URLSearchParams -> its URL's update function
  class URLSearchParams {
    #list = [];
    constructor(init = "") {
      if (typeof init === "object" && init !== null) {
        if (typeof init[Symbol.iterator] === "function") {
          for (const pair of init) {
            const p = [...pair];
            if (p.length !== 2) throw new TypeError("Each query pair must be an iterable [name, value] tuple");
            this.#list.push([String(p[0]), String(p[1])]);
          }
        } else {
          for (const k of Object.keys(init)) this.#list.push([k, String(init[k])]);
        }
      } else {
        let s = String(init);
        if (s.startsWith("?")) s = s.slice(1);
        this.#list = n.formDecode(s);
      }
    }
    static _reset(p, search) {
      p.#list = n.formDecode(search.startsWith("?") ? search.slice(1) : search);
    }
    #update() {
      const u = paramsOwner.get(this);
      if (u) u(this.toString());
    }
    get size() { return this.#list.length; }
    append(name, value) { this.#list.push([String(name), String(value)]); this.#update(); }
    delete(name, value) {
      name = String(name);
      const v = value === undefined ? undefined : String(value);
      this.#list = this.#list.filter(([k, x]) => !(k === name && (v === undefined || x === v)));
      this.#update();
    }
    get(name) { name = String(name); const e = this.#list.find(([k]) => k === name); return e ? e[1] : null; }
    getAll(name) { name = String(name); return this.#list.filter(([k]) => k === name).map(([, v]) => v); }
    has(name, value) {
      name = String(name);
      const v = value === undefined ? undefined : String(value);
      return this.#list.some(([k, x]) => k === name && (v === undefined || x === v));
    }
    set(name, value) {
      name = String(name); value = String(value);
      const i = this.#list.findIndex(([k]) => k === name);
      if (i < 0) this.#list.push([name, value]);
      else {
        this.#list[i][1] = value;
        this.#list = this.#list.filter(([k], j) => j <= i || k !== name);
      }
      this.#update();
    }
    sort() {
      // Stable, by UTF-16 code units, as the standard says.
      this.#list = this.#list.map((e, i) => [e, i]).sort((a, b) =>
        a[0][0] < b[0][0] ? -1 : a[0][0] > b[0][0] ? 1 : a[1] - b[1]).map(([e]) => e);
      this.#update();
    }
    forEach(cb, thisArg) { for (const [k, v] of this.#list) cb.call(thisArg, v, k, this); }
    *entries() { for (const [k, v] of this.#list) yield [k, v]; }
    *keys() { for (const [k] of this.#list) yield k; }
    *values() { for (const [, v] of this.#list) yield v; }
    [Symbol.iterator]() { return this.entries(); }
    toString() { return n.formEncode(this.#list); }
    get [Symbol.toStringTag]() { return "URLSearchParams"; }
  }
  const reset = URLSearchParams._reset;
  delete URLSearchParams._reset;

  const invalid = (url, base) =>
    new TypeError(`Invalid URL: '${url}'` + (base === undefined ? "" : ` with base '${base}'`));
  class URL {
    #p;
    #params = null;
    constructor(url, base) {
      url = String(url);
      if (base !== undefined) base = String(base);
      const p = base === undefined ? n.urlParse(url) : n.urlParse(url, base);
      if (p == null) throw invalid(url, base);
      this.#p = p;
    }
    static canParse(url, base) {
      return (base === undefined ? n.urlParse(String(url)) : n.urlParse(String(url), String(base))) != null;
    }
    static parse(url, base) {
      try { return new URL(url, base); } catch { return null; }
    }
    #set(part, value) {
      this.#p = n.urlSet(this.#p.href, part, String(value));
      if (this.#params) reset(this.#params, this.#p.search);
    }
    get href() { return this.#p.href; }
    set href(v) {
      const p = n.urlParse(String(v));
      if (p == null) throw invalid(String(v));
      this.#p = p;
      if (this.#params) reset(this.#params, p.search);
    }
    get origin() { return this.#p.origin; }
    get protocol() { return this.#p.protocol; }
    set protocol(v) { this.#set("protocol", v); }
    get username() { return this.#p.username; }
    set username(v) { this.#set("username", v); }
    get password() { return this.#p.password; }
    set password(v) { this.#set("password", v); }
    get host() { return this.#p.host; }
    set host(v) { this.#set("host", v); }
    get hostname() { return this.#p.hostname; }
    set hostname(v) { this.#set("hostname", v); }
    get port() { return this.#p.port; }
    set port(v) { this.#set("port", v); }
    get pathname() { return this.#p.pathname; }
    set pathname(v) { this.#set("pathname", v); }
    get search() { return this.#p.search; }
    set search(v) { this.#set("search", v); }
    get hash() { return this.#p.hash; }
    set hash(v) { this.#set("hash", v); }
    get searchParams() {
      if (!this.#params) {
        this.#params = new URLSearchParams(this.#p.search);
        paramsOwner.set(this.#params, (q) => {
          this.#p = n.urlSet(this.#p.href, "search", q);
        });
      }
      return this.#params;
    }
    toString() { return this.#p.href; }
    toJSON() { return this.#p.href; }
    get [Symbol.toStringTag]() { return "URL"; }
  }
  hidden(g, "URL", URL);
  hidden(g, "URLSearchParams", URLSearchParams);

  // Deno.test: under `hostcall test` (n.testMode) it registers a test with the runner
  // (testing/); else it does nothing, as under `deno run`. Argument checks, names, steps
  // and results follow Deno's cli/js/40_test.js; no sanitizer runs.
  const ErrorCtor = Error;
  const testing = n.testMode === true;
  const escapeName = (name) => {
    let out = "";
    for (const ch of String(name)) {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && (c <= 0x1f || c === 0x7f || (c >= 0x80 && c <= 0x9f))) {
        const named = { 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r" }[c];
        out += named ?? `\\x${c.toString(16).padStart(2, "0")}`;
      } else {
        out += ch;
      }
    }
    return out;
  };
  // The caller's place: the first frame of the stack outside this layer.
  const callSite = () => {
    const stack = String(new ErrorCtor().stack ?? "");
    for (const line of stack.split("\n")) {
      const m = /^\s*at (?:.*? \()?(.+):(\d+):(\d+)\)?$/.exec(line);
      if (m && !m[1].startsWith("hostcall:")) {
        return { fileName: m[1], lineNumber: +m[2], columnNumber: +m[3] };
      }
    }
    return { fileName: mainModule, lineNumber: 1, columnNumber: 1 };
  };
  const states = new Map(); // test or step id -> { context, children, completed, failed }
  const report = (id, result, elapsed) => {
    const state = states.get(id);
    for (const child of state.children) {
      if (!states.get(child.id).completed) report(child.id, "incomplete", 0);
    }
    state.completed = true;
    if (typeof result === "string") n.testStepResult(id, result, undefined, elapsed);
    else if ("jsError" in result) n.testStepResult(id, "error", result.jsError, elapsed);
    else n.testStepResult(id, "failedSteps", result.failedSteps, elapsed);
  };
  // Runs a test's or step's function: "ok", "ignored", "incompleteSteps",
  // { jsError } or { failedSteps }.
  const runBody = async (desc) => {
    const state = states.get(desc.id);
    state.children = [];
    state.completed = false;
    if (desc.ignore) return "ignored";
    try {
      exitTrap = (code) => {
        throw new ErrorCtor(`Test case attempted to exit with exit code: ${code}`);
      };
      if (desc.sanitizeExit === false) exitTrap = null;
      await desc.fn(state.context);
      if (desc.sanitizeExit !== false && desc.parent === undefined) {
        const code = n.getExitCode();
        if (code !== 0) {
          n.setExitCode(0);
          throw new ErrorCtor(`Test case finished with exit code set to ${code}`);
        }
      }
      let failedSteps = 0;
      for (const child of state.children) {
        const s = states.get(child.id);
        if (!s.completed) return "incompleteSteps";
        if (s.failed) failedSteps++;
      }
      return failedSteps === 0 ? "ok" : { failedSteps };
    } catch (error) {
      return { jsError: error };
    } finally {
      if (desc.parent === undefined) {
        exitTrap = null;
        state.completed = true;
      }
      for (const child of state.children) {
        if (!states.get(child.id).completed) report(child.id, "incomplete", 0);
      }
    }
  };
  const context = (desc, level, root) => {
    const ctx = {
      [Symbol.toStringTag]: "TestContext",
      name: desc.name,
      parent: desc.parent === undefined ? undefined : states.get(desc.parent.id).context,
      origin: desc.origin,
      async step(nameOrFnOrOptions, maybeFn) {
        if (states.get(desc.id).completed) {
          throw new ErrorCtor(
            "Cannot run test step after parent scope has finished execution. " +
              "Ensure any `.step(...)` calls are executed before their parent scope completes execution.",
          );
        }
        let step;
        if (typeof nameOrFnOrOptions === "string") {
          if (typeof maybeFn !== "function") throw new TypeError("Expected function for second argument");
          step = { name: nameOrFnOrOptions, fn: maybeFn };
        } else if (typeof nameOrFnOrOptions === "function") {
          if (!nameOrFnOrOptions.name) throw new TypeError("The step function must have a name");
          if (maybeFn != undefined) throw new TypeError("Unexpected second argument to TestContext.step()");
          step = { name: nameOrFnOrOptions.name, fn: nameOrFnOrOptions };
        } else if (typeof nameOrFnOrOptions === "object" && nameOrFnOrOptions !== null) {
          step = { ...nameOrFnOrOptions };
        } else {
          throw new TypeError("Expected a test definition or name and function");
        }
        step.ignore ??= false;
        step.sanitizeExit ??= desc.sanitizeExit;
        step.name = escapeName(step.name);
        step.parent = desc;
        step.origin = desc.origin;
        const at = callSite();
        step.id = n.testStepRegister(step.name, at.fileName, at.lineNumber, at.columnNumber,
          level + 1, desc.id, root);
        const state = { context: null, children: [], completed: false, failed: false };
        states.set(step.id, state);
        state.context = context(step, level + 1, root);
        states.get(desc.id).children.push(step);
        n.testStepWait(step.id);
        const earlier = Date.now();
        const result = await runBody(step);
        state.failed = typeof result !== "string" || result === "incompleteSteps";
        report(step.id, result === "incompleteSteps" ? "incompleteSteps" : result, Date.now() - earlier);
        return result === "ok";
      },
    };
    return ctx;
  };
  const register = (nameOrFnOrOptions, optionsOrFn, maybeFn, overrides) => {
    if (!testing) return;
    let desc;
    const defaults = { ignore: false, only: false, sanitizeExit: true, permissions: null };
    if (typeof nameOrFnOrOptions === "string") {
      if (!nameOrFnOrOptions) throw new TypeError("The test name can't be empty");
      if (typeof optionsOrFn === "function") {
        desc = { fn: optionsOrFn, name: nameOrFnOrOptions, ...defaults };
      } else {
        if (!maybeFn || typeof maybeFn !== "function") throw new TypeError("Missing test function");
        if (optionsOrFn.fn != undefined) {
          throw new TypeError("Unexpected 'fn' field in options, test function is already provided as the third argument");
        }
        if (optionsOrFn.name != undefined) {
          throw new TypeError("Unexpected 'name' field in options, test name is already provided as the first argument");
        }
        desc = { ...defaults, ...optionsOrFn, fn: maybeFn, name: nameOrFnOrOptions };
      }
    } else if (typeof nameOrFnOrOptions === "function") {
      if (!nameOrFnOrOptions.name) throw new TypeError("The test function must have a name");
      if (optionsOrFn != undefined) throw new TypeError("Unexpected second argument to Deno.test()");
      if (maybeFn != undefined) throw new TypeError("Unexpected third argument to Deno.test()");
      desc = { ...defaults, fn: nameOrFnOrOptions, name: nameOrFnOrOptions.name };
    } else {
      let fn;
      let name;
      if (typeof optionsOrFn === "function") {
        fn = optionsOrFn;
        if (nameOrFnOrOptions.fn != undefined) {
          throw new TypeError("Unexpected 'fn' field in options, test function is already provided as the second argument");
        }
        name = nameOrFnOrOptions.name ?? fn.name;
      } else {
        if (!nameOrFnOrOptions.fn || typeof nameOrFnOrOptions.fn !== "function") {
          throw new TypeError("Expected 'fn' field in the first argument to be a test function");
        }
        fn = nameOrFnOrOptions.fn;
        name = nameOrFnOrOptions.name ?? fn.name;
      }
      if (!name) throw new TypeError("The test name can't be empty");
      desc = { ...defaults, ...nameOrFnOrOptions, fn, name };
    }
    desc = { ...desc, ...overrides };
    delete desc.parent;
    desc.name = escapeName(desc.name);
    desc.origin = n.testOrigin();
    const at = callSite();
    const run = () => {
      runBody(desc).then((result) => {
        if (typeof result === "string") n.testSettled(result, undefined);
        else if ("jsError" in result) n.testSettled("error", result.jsError);
        else n.testSettled("failedSteps", result.failedSteps);
      });
    };
    desc.id = n.testRegister(run, desc.name, (desc.ignore ? 1 : 0) | (desc.only ? 2 : 0), at.fileName,
      at.lineNumber, at.columnNumber);
    states.set(desc.id, { context: context(desc, 0, desc.id), children: [], completed: false });
  };
  const test = function test(nameOrFnOrOptions, optionsOrFn, maybeFn) {
    register(nameOrFnOrOptions, optionsOrFn, maybeFn, {});
  };
  test.ignore = function (nameOrFnOrOptions, optionsOrFn, maybeFn) {
    register(nameOrFnOrOptions, optionsOrFn, maybeFn, { ignore: true });
  };
  test.only = function (nameOrFnOrOptions, optionsOrFn, maybeFn) {
    register(nameOrFnOrOptions, optionsOrFn, maybeFn, { only: true });
  };
  plain(Deno, "test", test);

  // Script output during a test run goes between the reporter's `output` lines, all of it
  // on stdout (as Deno's test runner shows it).
  if (testing && typeof g.console === "object" && g.console !== null) {
    const con = g.console;
    const log = con.log;
    const silent = new Set(["groupEnd", "time", "countReset", "timeStamp", "profile", "profileEnd"]);
    const toStdout = new Set(["error", "warn"]);
    for (const key of Object.getOwnPropertyNames(con)) {
      const f = con[key];
      if (typeof f !== "function" || silent.has(key)) continue;
      const target = toStdout.has(key) ? log : f;
      con[key] = { [key]: function (...args) {
        n.testOutput();
        return target.apply(con, args);
      } }[key];
    }
  }
})
