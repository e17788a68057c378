// stream-user.cpp — user-space stream wrappers: stream_wrapper_register/
// unregister/restore, stream_get_wrappers, and the Stream that forwards to a
// wrapper object's stream_* / dir_* / url_stat / unlink / ... methods.
#include <sys/file.h>

#include <cstring>
#include <map>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/standard-streams/stream-internal.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/lookup.h"
#include "vm/type-check.h"

namespace hop::streams {

struct UserWrapper {
  std::string className;   // as registered (the Class is looked up per use)
  bool isUrl = false;
};

namespace {

struct WrapperState {
  std::map<std::string, std::shared_ptr<UserWrapper>> user;   // lowercase scheme
  std::vector<std::string> disabled;                          // builtins unregistered
  std::string currentFilename;                                // recursion guard
};
WrapperState& state() { return ctx().builtinState<WrapperState>(); }

std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& c : r) c = char(tolower((unsigned char)c));
  return r;
}

Class* wrapperClass(UserWrapper* w) { return ctx().lookupClass(w->className); }

/// zend_call_method_if_exists: false when the method is missing.
bool callIfExists(ObjectData* o, const char* name, const TypedValue* args, uint32_t n, TypedValue& ret) {
  if (!o->cls()->findMethod(name) && !o->cls()->findMethod("__call")) return false;
  ret = callMethod(o, name, args, n);
  return true;
}

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

ObjectData* createWrapperObject(UserWrapper* w, ResourceData* context) {
  Class* cls = wrapperClass(w);
  if (!cls || cls->isAbstract() || cls->isInterface() || cls->isTrait()) return nullptr;
  ObjectData* o = instantiate(cls);
  bool acc;
  int64_t slot = cls->findProp("context", cls, acc);
  TypedValue cv = makeNull();
  if (context) {
    context->incRef();
    cv = makeResourceNoIncRef(context);
  }
  if (slot >= 0) {
    const PropSlot& ps = cls->props[uint32_t(slot)];
    if (ps.type && !ps.type->isEmpty() &&
        !checkType(cv, *ps.type, false, TypeCheckContext::Property, ps.declCls, ps.declCls)) {
      std::string given = typeNameForMessage(cv);
      tvDecRef(cv);
      o->decRef();
      throwErrorF(ErrorKind::TypeError, "Cannot assign %s to property %s::$%s of type %s", given.c_str(),
                  ps.declCls->name->data(), ps.name->data(), ps.type->display.c_str());
    }
    tvAssign(*o->prop(uint32_t(slot)), cv);
    tvDecRef(cv);
  } else {
    setDynamicProp(o, StringData::make("context"), cv);
  }
  if (Func* ctor = cls->findMethod("__construct")) {
    (void)ctor;
    TypedValue r = callMethod(o, "__construct", nullptr, 0);
    tvDecRef(r);
  }
  return o;
}

void statFromArray(const TypedValue& v, struct stat& st) {
  memset(&st, 0, sizeof(st));
  if (!v.isArray()) return;
  ArrayData* a = v.m_data.parr;
  auto get = [&](const char* k) -> int64_t {
    const TypedValue* e = a->getStr(k);
    return e ? toInt(*tvDeref(e)) : 0;
  };
  st.st_dev = dev_t(get("dev"));
  st.st_ino = ino_t(get("ino"));
  st.st_mode = mode_t(get("mode"));
  st.st_nlink = nlink_t(get("nlink"));
  st.st_uid = uid_t(get("uid"));
  st.st_gid = gid_t(get("gid"));
  st.st_rdev = dev_t(get("rdev"));
  st.st_size = off_t(get("size"));
  st.st_atime = time_t(get("atime"));
  st.st_mtime = time_t(get("mtime"));
  st.st_ctime = time_t(get("ctime"));
  st.st_blksize = blksize_t(get("blksize"));
  st.st_blocks = blkcnt_t(get("blocks"));
}

/// A stream whose operations call the wrapper object.
struct UserStream : Stream {
  ObjectData* obj = nullptr;
  std::shared_ptr<UserWrapper> wrapper;
  const char* cn() const { return wrapper->className.c_str(); }

  ~UserStream() override {
    if (obj && !tl_streamsDead) obj->decRef();
  }
  ssize_t doRead(char* buf, size_t n) override {
    BusyScope busyScope(this);
    TypedValue arg = makeInt(int64_t(n)), r;
    if (!callIfExists(obj, "stream_read", &arg, 1, r)) {
      raiseWarning("%s(): %s::stream_read is not implemented!", curFn(), cn());
      return -1;
    }
    if (r.m_type == DataType::Bool && !r.m_data.num) return -1;
    std::string data = toStdString(r);
    tvDecRef(r);
    size_t got = data.size();
    if (got > n) {
      raiseWarning("%s(): %s::stream_read - read %zu bytes more data than requested (%zu read, %zu max) - excess data will be lost",
                   curFn(), cn(), got - n, got, n);
      got = n;
    }
    memcpy(buf, data.data(), got);
    TypedValue e;
    if (!callIfExists(obj, "stream_eof", nullptr, 0, e)) {
      raiseWarning("%s(): %s::stream_eof is not implemented! Assuming EOF", curFn(), cn());
      eof = true;
      return -1;
    }
    if (toBool(e)) eof = true;
    tvDecRef(e);
    return ssize_t(got);
  }
  ssize_t doWrite(const char* buf, size_t n) override {
    BusyScope busyScope(this);
    TypedValue arg = str(std::string_view(buf, n)), r;
    bool ok = callIfExists(obj, "stream_write", &arg, 1, r);
    tvDecRef(arg);
    if (!ok) {
      raiseWarning("%s(): %s::stream_write is not implemented!", curFn(), cn());
      return -1;
    }
    ssize_t did = r.m_type == DataType::Bool && !r.m_data.num ? -1 : ssize_t(toInt(r));
    tvDecRef(r);
    if (did > 0 && size_t(did) > n) {
      raiseWarning("%s(): %s::stream_write wrote %zd bytes more data than requested (%zd written, %zu max)", curFn(), cn(),
                   did - ssize_t(n), did, n);
      did = ssize_t(n);
    }
    return did;
  }
  bool doSeek(int64_t off, int whence, int64_t& np) override {
    BusyScope busyScope(this);
    TypedValue args[2] = {makeInt(off), makeInt(whence)}, r;
    if (!callIfExists(obj, "stream_seek", args, 2, r)) {
      seekable = false;
      return false;
    }
    bool ok = toBool(r);
    tvDecRef(r);
    if (!ok) return false;
    TypedValue t;
    if (!callIfExists(obj, "stream_tell", nullptr, 0, t)) {
      raiseWarning("%s(): %s::stream_tell is not implemented!", curFn(), cn());
      return false;
    }
    if (t.m_type != DataType::Int) {
      tvDecRef(t);
      return false;
    }
    np = t.m_data.num;
    return true;
  }
  bool doFlush() override {
    TypedValue r;
    if (!callIfExists(obj, "stream_flush", nullptr, 0, r)) return false;
    bool ok = toBool(r);
    tvDecRef(r);
    return ok;
  }
  void doClose() override {
    TypedValue r;
    if (callIfExists(obj, "stream_close", nullptr, 0, r)) tvDecRef(r);
  }
  bool doStat(struct stat& st) override {
    TypedValue r;
    if (!callIfExists(obj, "stream_stat", nullptr, 0, r)) {
      raiseWarning("%s(): %s::stream_stat is not implemented!", curFn(), cn());
      return false;
    }
    bool ok = r.isArray();
    statFromArray(r, st);
    tvDecRef(r);
    return ok;
  }
  bool canTruncate() override { return obj->cls()->findMethod("stream_truncate") != nullptr; }
  bool doTruncate(int64_t size) override {
    TypedValue arg = makeInt(size), r;
    if (!callIfExists(obj, "stream_truncate", &arg, 1, r)) {
      raiseWarning("%s(): %s::stream_truncate is not implemented!", curFn(), cn());
      return false;
    }
    if (r.m_type != DataType::Bool) {
      raiseWarning("%s(): %s::stream_truncate value must be of type bool, %s given", curFn(), cn(),
                   typeNameForMessage(r).c_str());
      tvDecRef(r);
      return false;
    }
    return r.m_data.num != 0;
  }
  int doLock(int op, bool&) override {
    TypedValue arg = makeInt(op), r;
    if (!callIfExists(obj, "stream_lock", &arg, 1, r)) {
      if (op == 0) return 0;
      raiseWarning("%s(): %s::stream_lock is not implemented!", curFn(), cn());
      return -1;
    }
    if (r.m_type == DataType::Bool) return r.m_data.num ? 0 : -1;
    tvDecRef(r);
    return -2;
  }
  int doSetOption(int option, int value, int64_t v2) override {
    TypedValue args[3] = {makeInt(option), makeInt(value), option == 4 ? makeInt(v2) : (option == 2 || option == 3) ? makeInt(v2) : makeNull()}, r;
    if (!callIfExists(obj, "stream_set_option", args, 3, r)) {
      raiseWarning("%s(): %s::stream_set_option is not implemented!", curFn(), cn());
      return -1;
    }
    bool ok = toBool(r);
    tvDecRef(r);
    return ok ? 0 : -1;
  }
  bool writable() const override { return true; }
  bool readable() const override { return true; }
  int castForSelect() override {
    BusyScope busyScope(this);
    TypedValue arg = makeInt(3), r;
    int f = -1;
    if (!callIfExists(obj, "stream_cast", &arg, 1, r)) {
      raiseWarning("%s(): %s::stream_cast is not implemented!", curFn(), cn());
    } else {
      if (toBool(r)) {
        Stream* inner = r.m_type == DataType::Resource && !r.m_data.pres->m_closed ? r.m_data.pres->impl<Stream>() : nullptr;
        if (!inner) raiseWarning("%s(): %s::stream_cast must return a stream resource", curFn(), cn());
        else if (inner == this) raiseWarning("%s(): %s::stream_cast must not return itself", curFn(), cn());
        else f = inner->castForSelect();
      }
      tvDecRef(r);
    }
    if (f < 0) raiseWarning("%s(): Cannot represent a stream of type %s as a select()able descriptor", curFn(), streamType.c_str());
    return f;
  }
};

struct UserDirStream : UserStream {
  bool doReadDir(std::string& name) override {
    TypedValue r;
    if (!callIfExists(obj, "dir_readdir", nullptr, 0, r)) {
      raiseWarning("%s(): %s::dir_readdir is not implemented!", curFn(), cn());
      return false;
    }
    if (r.m_type == DataType::Bool) return false;
    name = toStdString(r);
    tvDecRef(r);
    return true;
  }
  bool doRewindDir() override {
    TypedValue r;
    if (callIfExists(obj, "dir_rewinddir", nullptr, 0, r)) tvDecRef(r);
    return true;
  }
  void doClose() override {
    TypedValue r;
    if (callIfExists(obj, "dir_closedir", nullptr, 0, r)) tvDecRef(r);
  }
};

struct RecursionGuard {
  std::string saved;
  RecursionGuard(const std::string& f) : saved(state().currentFilename) { state().currentFilename = f; }
  ~RecursionGuard() { state().currentFilename = saved; }
};

std::shared_ptr<UserWrapper> sharedWrapper(UserWrapper* w) {
  for (auto& [k, v] : state().user)
    if (v.get() == w) return v;
  return nullptr;
}

/// A one-shot wrapper call (unlink, rename, mkdir, rmdir, metadata, url_stat).
bool simpleCall(UserWrapper* w, ResourceData* context, const char* method, TypedValue* args, uint32_t n,
                TypedValue& r, bool& missing) {
  auto keep = sharedWrapper(w);
  ObjectData* o = createWrapperObject(w, context);
  missing = false;
  if (!o) return false;
  bool ok = callIfExists(o, method, args, n, r);
  o->decRef();
  for (uint32_t i = 0; i < n; ++i) tvDecRef(args[i]);
  if (!ok) {
    raiseWarning("%s(): %s::%s is not implemented!", curFn(), w->className.c_str(), method);
    missing = true;
  }
  return ok;
}

bool boolCall(UserWrapper* w, ResourceData* context, const char* method, TypedValue* args, uint32_t n) {
  TypedValue r;
  bool missing;
  if (!simpleCall(w, context, method, args, n, r, missing)) return false;
  bool ok = r.m_type == DataType::Bool && r.m_data.num;
  tvDecRef(r);
  return ok;
}

} // namespace

std::string userWrapperClass(UserWrapper* w) {
  Class* c = wrapperClass(w);
  return c ? std::string(c->name->view()) : w->className;
}

UserWrapper* findUserWrapper(std::string_view scheme) {
  auto& m = state().user;
  auto it = m.find(lower(scheme));
  return it == m.end() ? nullptr : it->second.get();
}

bool anyUserWrapper() { return !state().user.empty(); }

bool wrapperDisabled(std::string_view scheme) {
  auto& d = state().disabled;
  return std::find(d.begin(), d.end(), lower(scheme)) != d.end();
}

ObjectData* userStreamObject(Stream* s) {
  auto* u = dynamic_cast<UserStream*>(s);
  return u ? u->obj : nullptr;
}

std::unique_ptr<Stream> userOpen(UserWrapper* w, const std::string& path, const std::string& mode, int flags,
                                 ResourceData* context, std::string& openedPath, bool& failedQuietly) {
  failedQuietly = false;
  if (state().currentFilename == path) {
    openedPath = "infinite recursion prevented";
    return nullptr;
  }
  auto keep = sharedWrapper(w);
  RecursionGuard g(path);
  ObjectData* o = createWrapperObject(w, context);
  if (!o) return nullptr;
  failedQuietly = true;
  RefData* ref = makeRefData(makeNull());
  TypedValue args[4] = {str(path), str(mode), makeInt(0), makeRefNoIncRef(ref)};
  if (flags & kUseIncludePath) args[2].m_data.num |= 1;
  if (flags & kForInclude) args[2].m_data.num = 0x10081;   // FOR_ZEND_STREAM | FOR_INCLUDE | USE_PATH
  TypedValue r;
  bool ok = callIfExists(o, "stream_open", args, 4, r);
  tvDecRef(args[0]);
  tvDecRef(args[1]);
  // php's user_wrapper_opener: a missing method or a false answer is this error.
  auto callFailed = [&] {
    openedPath = "\"" + o->cls()->name->str() + "::stream_open\" call failed";
    failedQuietly = false;
    o->decRef();
  };
  if (!ok) {
    tvDecRef(args[3]);
    callFailed();
    return nullptr;
  }
  failedQuietly = true;
  bool opened = toBool(r);
  tvDecRef(r);
  const TypedValue& op = *tvDeref(&args[3]);
  if (op.isString()) openedPath = toStdString(op);
  tvDecRef(args[3]);
  if (!opened) {
    callFailed();
    return nullptr;
  }
  auto s = std::make_unique<UserStream>();
  s->obj = o;
  s->wrapper = keep;
  s->mode = mode;
  s->uri = path;
  s->wrapperType = "user-space";
  s->streamType = "user-space";
  return s;
}

std::unique_ptr<Stream> userOpenDir(UserWrapper* w, const std::string& path, ResourceData* context) {
  auto keep = sharedWrapper(w);
  RecursionGuard g(path);
  ObjectData* o = createWrapperObject(w, context);
  if (!o) return nullptr;
  TypedValue args[2] = {str(path), makeInt(0)};
  TypedValue r;
  bool ok = callIfExists(o, "dir_opendir", args, 2, r);
  tvDecRef(args[0]);
  if (!ok || !toBool(r)) {
    if (ok) tvDecRef(r);

    o->decRef();
    return nullptr;
  }
  tvDecRef(r);
  auto s = std::make_unique<UserDirStream>();
  s->obj = o;
  s->wrapper = keep;
  s->mode = "r";
  s->uri = path;
  s->isDir = true;
  s->wrapperType = "user-space";
  s->streamType = "dir";
  return s;
}

bool userUrlStat(UserWrapper* w, const std::string& path, int flags, struct stat& st) {
  TypedValue args[2] = {str(path), makeInt(flags)}, r;
  bool missing;
  if (!simpleCall(w, defaultContext(), "url_stat", args, 2, r, missing)) return false;
  bool ok = r.isArray();
  statFromArray(r, st);
  tvDecRef(r);
  return ok;
}

bool userUnlink(UserWrapper* w, const std::string& path, ResourceData* c) {
  TypedValue args[1] = {str(path)};
  return boolCall(w, c, "unlink", args, 1);
}
bool userRename(UserWrapper* w, const std::string& from, const std::string& to, ResourceData* c) {
  TypedValue args[2] = {str(from), str(to)};
  return boolCall(w, c, "rename", args, 2);
}
bool userMkdir(UserWrapper* w, const std::string& path, int64_t mode, int64_t options, ResourceData* c) {
  TypedValue args[3] = {str(path), makeInt(mode), makeInt(options)};
  return boolCall(w, c, "mkdir", args, 3);
}
bool userRmdir(UserWrapper* w, const std::string& path, int64_t options, ResourceData* c) {
  TypedValue args[2] = {str(path), makeInt(options)};
  return boolCall(w, c, "rmdir", args, 2);
}
bool userMetadata(UserWrapper* w, const std::string& path, int option, const TypedValue& value) {
  TypedValue args[3] = {str(path), makeInt(option), tvCopyValue(value)};
  return boolCall(w, nullptr, "stream_metadata", args, 3);
}

namespace {

bool validScheme(std::string_view p) {
  if (p.empty()) return false;
  for (char c : p)
    if (!isalnum((unsigned char)c) && c != '+' && c != '-' && c != '.') return false;
  return true;
}

void f_stream_wrapper_register(NativeArgs& a) {
  std::string proto(a.sv(0));
  Class* cls = lookupClassAutoload(a.sv(1));
  if (!cls)
    throwErrorF(ErrorKind::TypeError, "%s(): Argument #2 ($class) must be a valid class name, %s given", curFn(),
                a.str(1)->data());
  std::string lp = lower(proto);
  auto& st = state();
  {
    // php registers a "stream factory" resource for the wrapper first (it takes a resource id).
    struct Factory : ResourceImpl {
      std::string typeName() const override { return "stream factory"; }
    };
    ResourceData::make(std::make_unique<Factory>())->decRef();
  }
  bool builtinActive = isBuiltinWrapper(lp);
  if (st.user.count(lp) || builtinActive) {
    raiseWarning("%s(): Protocol %s:// is already defined.", curFn(), proto.c_str());
    a.retBool(false);
    return;
  }
  if (!validScheme(proto)) {
    raiseWarning("%s(): Invalid protocol scheme specified. Unable to register wrapper class %s to %s://", curFn(),
                 cls->name->data(), proto.c_str());
    a.retBool(false);
    return;
  }
  auto w = std::make_shared<UserWrapper>();
  w->className = std::string(cls->name->view());
  w->isUrl = a.i64Or(2, 0) & 1;
  st.user[lp] = w;
  a.retBool(true);
}

void f_stream_wrapper_unregister(NativeArgs& a) {
  std::string lp = lower(a.sv(0));
  auto& st = state();
  if (st.user.erase(lp)) {
    a.retBool(true);
    return;
  }
  if (isBuiltinWrapper(lp)) {
    st.disabled.push_back(lp);
    a.retBool(true);
    return;
  }
  raiseWarning("%s(): Unable to unregister protocol %s://", curFn(), a.str(0)->data());
  a.retBool(false);
}

void f_stream_wrapper_restore(NativeArgs& a) {
  std::string lp = lower(a.sv(0));
  auto& st = state();
  bool isBuiltin = false;
  static const char* known[] = {"php", "file", "glob", "data", "compress.zlib", "http", "https", "ftp", "ftps", "phar"};
  for (const char* k : known)
    if (lp == k) isBuiltin = true;
  if (!isBuiltin) {
    raiseWarning("%s(): %s:// never existed, nothing to restore", curFn(), a.str(0)->data());
    a.retBool(false);
    return;
  }
  auto it = std::find(st.disabled.begin(), st.disabled.end(), lp);
  if (it == st.disabled.end() && !st.user.count(lp)) {
    raiseNotice("%s(): %s:// was never changed, nothing to restore", curFn(), a.str(0)->data());
    a.retBool(true);
    return;
  }
  if (it != st.disabled.end()) st.disabled.erase(it);
  st.user.erase(lp);
  a.retBool(true);
}

void f_stream_get_wrappers(NativeArgs& a) {
  ArrayData* r = ArrayData::makePacked(12);
  static const char* order[] = {"https", "ftps", "compress.zlib", "php", "file", "glob", "data", "http", "ftp", "phar"};
  for (const char* k : order)
    if (!wrapperDisabled(k)) ArrayData::append(r, str(k));
  for (auto& [k, v] : state().user) ArrayData::append(r, str(k));
  a.retArray(r);
}

const BuiltinDecl kUserWrapperBuiltins[] = {
    {"stream_wrapper_register(string $protocol, string $class, int $flags = 0): bool", f_stream_wrapper_register},
    {"stream_register_wrapper(string $protocol, string $class, int $flags = 0): bool", f_stream_wrapper_register},
    {"stream_wrapper_unregister(string $protocol): bool", f_stream_wrapper_unregister},
    {"stream_wrapper_restore(string $protocol): bool", f_stream_wrapper_restore},
    {"stream_get_wrappers(): array", f_stream_get_wrappers},
};
HOP_REGISTER_BUILTINS(kUserWrapperBuiltins);

} // namespace
} // namespace hop::streams
