// session.cpp — php's session module: session_start and the session_* functions, the session.* ini rules, the cookie and cache headers, the write at request end.
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/time.h>

#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <ctime>

#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/base/request-local.h"
#include "runtime/base/sapi.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/ext/session/session-internal.h"
#include "runtime/number/numeric-string.h"
#include "runtime/object/object-data.h"
#include "runtime/class/class.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"
#include "vm/lookup.h"

namespace hop {

HOP_REGISTER_EXTENSION("session");

SessionState::~SessionState() = default;   // closes the files handler (its lock); request values go with the heap

namespace {
/// The request running on this thread used the session module (its state
/// exists): the end-of-request hook has something to do.
thread_local bool tl_used = false;
} // namespace

SessionState& sessionState() {
  tl_used = true;
  return ctx().builtinState<SessionState>();
}

int64_t sessionIniInt(const char* name) { return ctx().ini.getInt(name); }
std::string sessionIniStr(const char* name) { return ctx().ini.get(name).value_or(""); }

namespace {
/// The session builtin running (php's active function), null outside them.
thread_local const char* tl_fn = nullptr;
/// The request's end is writing the session: its messages are not shown.
thread_local bool tl_quiet = false;
const RequestLocalReset kResetSessionFn([] {
  tl_fn = nullptr;
  tl_quiet = false;
  tl_used = false;   // (after the end-of-request hook)
});

std::string vformat(const char* fmt, va_list ap) {
  char buf[1024];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  std::string s;
  if (n >= int(sizeof buf)) {
    s.resize(size_t(n) + 1);
    vsnprintf(s.data(), s.size(), fmt, ap2);
    s.resize(size_t(n));
  } else {
    s = buf;
  }
  va_end(ap2);
  return s;
}

/// tl_fn while session.auto_start starts the session (php's prefix then has no "()").
const char kRequestStartup[] = "PHP Request Startup";

void sessionMessage(int level, const char* fmt, va_list ap) {
  if (tl_quiet) return;
  std::string msg = vformat(fmt, ap);
  if (tl_fn == kRequestStartup) raiseErrorAt(level, std::string(tl_fn) + ": " + msg, "Unknown", 0);
  else raiseError(level, tl_fn ? std::string(tl_fn) + "(): " + msg : msg);
}
} // namespace

SessionFnScope::SessionFnScope(const char* name) : saved(tl_fn) { tl_fn = name; }
SessionFnScope::~SessionFnScope() { tl_fn = saved; }

void sessionWarning(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sessionMessage(E_WARNING, fmt, ap);
  va_end(ap);
}
void sessionNotice(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  sessionMessage(E_NOTICE, fmt, ap);
  va_end(ap);
}

namespace {

bool iniBool(const char* name) { return ctx().ini.getBool(name); }

bool headersSent() { return ctx().output.headersSent(); }

/// zend_alter_ini_entry(PHP_INI_USER) from a session function: the modify hook, then the value.
bool alterIni(const char*, const char* name, std::string_view value) {
  if (!runIniModifyHook(name, value)) return false;
  ctx().ini.set(name, value);
  ctx().refreshIniCache();
  return true;
}

/// The ini hooks' messages name ini_set() unless a session function changes the value.
std::string callerPrefix() { return tl_quiet ? std::string() : std::string(tl_fn ? tl_fn : "ini_set") + "(): "; }

/// SESSION_CHECK_ACTIVE_STATE and SESSION_CHECK_OUTPUT_STATE of every session.* directive.
bool iniChangeAllowed() {
  if (sessionState().status == SessionStatus::Active) {
    raiseWarning("%sSession ini settings cannot be changed when a session is active", callerPrefix().c_str());
    return false;
  }
  if (headersSent()) {
    raiseWarning("%sSession ini settings cannot be changed after headers have already been sent", callerPrefix().c_str());
    return false;
  }
  return true;
}

bool isNumericName(std::string_view s) { return isNumericString(s); }

const int kIniHooks[] = {
    registerIniModifyHook("session.save_path", [](std::string_view v) {
      return iniChangeAllowed() && v.find('\0') == std::string_view::npos;
    }),
    registerIniModifyHook("session.name", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      if (v.empty() || isNumericName(v)) {
        raiseWarning("%ssession.name \"%.*s\" cannot be numeric or empty", callerPrefix().c_str(), int(v.size()), v.data());
        return false;
      }
      return true;
    }),
    registerIniModifyHook("session.save_handler", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      std::string lower(v);
      for (char& c : lower) c = char(tolower(static_cast<unsigned char>(c)));
      if (lower != "files" && lower != "user") {
        raiseWarning("%sSession save handler \"%.*s\" cannot be found", callerPrefix().c_str(), int(v.size()), v.data());
        return false;
      }
      if (lower == "user") {
        raiseWarning("%sSession save handler \"user\" cannot be set by ini_set()", callerPrefix().c_str());
        return false;
      }
      SessionState& st = sessionState();
      st.mod.reset();
      st.userHandlerSet = false;
      return true;
    }),
    registerIniModifyHook("session.serialize_handler", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      if (!sessionSerializerExists(v)) {
        raiseWarning("%sSerialization handler \"%.*s\" cannot be found", callerPrefix().c_str(), int(v.size()), v.data());
        return false;
      }
      return true;
    }),
    registerIniModifyHook("session.cookie_lifetime", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      if (std::atol(std::string(v).c_str()) < 0) {
        raiseWarning("%sCookieLifetime cannot be negative", callerPrefix().c_str());
        return false;
      }
      return true;
    }),
    registerIniModifyHook("session.sid_length", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      std::string s(v);
      char* end = nullptr;
      long n = std::strtol(s.c_str(), &end, 10);
      if (end && *end == '\0' && n >= 22 && n <= 256) return true;
      raiseWarning("%ssession.configuration \"session.sid_length\" must be between 22 and 256", callerPrefix().c_str());
      return false;
    }),
    registerIniModifyHook("session.sid_bits_per_character", [](std::string_view v) {
      if (!iniChangeAllowed()) return false;
      std::string s(v);
      char* end = nullptr;
      long n = std::strtol(s.c_str(), &end, 10);
      if (end && *end == '\0' && n >= 4 && n <= 6) return true;
      raiseWarning("%ssession.configuration \"session.sid_bits_per_character\" must be between 4 and 6", callerPrefix().c_str());
      return false;
    }),
};
// The directives with only the active/headers checks.
const int kPlainIniHooks[] = {
    registerIniModifyHook("session.gc_probability", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.gc_divisor", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.gc_maxlifetime", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cookie_path", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cookie_domain", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cookie_secure", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cookie_httponly", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cookie_samesite", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.use_cookies", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.use_only_cookies", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.use_strict_mode", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.referer_check", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cache_limiter", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.cache_expire", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.use_trans_sid", [](std::string_view) { return iniChangeAllowed(); }),
    registerIniModifyHook("session.lazy_write", [](std::string_view) { return iniChangeAllowed(); }),
};

// --- Ids ------------------------------------------------------------------------------

const char kSidChars[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,-";

/// php_url_encode (the id in the cookie).
std::string urlEncode(std::string_view s) {
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (isalnum(c) || c == '-' || c == '.' || c == '_') out += char(c);
    else if (c == ' ') out += '+';
    else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

/// "Thu, 19 Nov 1981 08:52:00 GMT"
std::string httpDate(time_t t) {
  static const char* days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  struct tm tm;
  if (!gmtime_r(&t, &tm)) return {};
  char buf[64];
  snprintf(buf, sizeof buf, "%s, %02d %s %d %02d:%02d:%02d GMT", days[tm.tm_wday], tm.tm_mday, months[tm.tm_mon],
           tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
  return buf;
}

// --- Headers ---------------------------------------------------------------------------

/// A response header (the CLI keeps none, as php's).
void addHeader(const std::string& line, bool replace) {
  if (webRequest()) addResponseHeader(line, replace, 0);
}

/// php_session_remove_cookie: an earlier Set-Cookie of the session's name goes.
void removeSessionCookie(const std::string& name) {
  if (!webRequest()) return;
  std::string prefix = "Set-Cookie: " + name + "=";
  auto& lines = responseHeaders().lines;
  for (size_t i = 0; i < lines.size();) {
    if (lines[i].compare(0, prefix.size(), prefix) == 0) lines.erase(lines.begin() + long(i));
    else ++i;
  }
}

bool sendCookie() {
  SessionState& st = sessionState();
  if (headersSent()) {
    sessionWarning("Session cookie cannot be sent after headers have already been sent");
    return false;
  }
  std::string name = sessionIniStr("session.name");
  std::string c = "Set-Cookie: " + name + "=" + urlEncode(st.id);
  int64_t lifetime = sessionIniInt("session.cookie_lifetime");
  if (lifetime > 0) {
    struct timeval tv;
    gettimeofday(&tv, nullptr);
    time_t t = tv.tv_sec + lifetime;
    if (t > 0) c += "; expires=" + httpDate(t) + "; Max-Age=" + std::to_string(lifetime);
  }
  std::string path = sessionIniStr("session.cookie_path"), domain = sessionIniStr("session.cookie_domain");
  if (!path.empty()) c += "; path=" + path;
  if (!domain.empty()) c += "; domain=" + domain;
  if (iniBool("session.cookie_secure")) c += "; secure";
  if (iniBool("session.cookie_httponly")) c += "; HttpOnly";
  std::string samesite = sessionIniStr("session.cookie_samesite");
  if (!samesite.empty()) c += "; SameSite=" + samesite;
  removeSessionCookie(name);
  addHeader(c, false);
  return true;
}

/// The SID constant ("name=id" when the id did not come from a cookie and
/// use_only_cookies is off, else empty).
void defineSid() {
  SessionState& st = sessionState();
  std::string v = st.defineSid ? sessionIniStr("session.name") + "=" + st.id : std::string();
  auto& consts = ctx().constants;
  auto it = consts.find("SID");
  TypedValue nv = makeStringNoIncRef(StringData::make(v));
  if (it == consts.end()) {
    consts["SID"] = ConstantDef{nv, false};
  } else {
    tvDecRef(it->second.value);
    it->second.value = nv;
  }
}

bool resetId() {
  SessionState& st = sessionState();
  if (!st.hasId) {
    sessionWarning("Cannot set session ID - session ID is not initialized");
    return false;
  }
  if (iniBool("session.use_cookies") && st.sendCookie) {
    if (!sendCookie()) return false;
    st.sendCookie = false;
  }
  defineSid();
  return true;
}

// --- $_SESSION ----------------------------------------------------------------------------

TypedValue* sessionGlobal(bool create) {
  static StringData* name = StringData::interned("_SESSION");
  return ctx().globalVar(name, create);
}

/// php_session_track_init: $_SESSION becomes a new empty array.
void trackInit() {
  TypedValue* slot = sessionGlobal(true);
  TypedValue old = *slot;
  *slot = makeArrayNoIncRef(ArrayData::makeHash(0));
  tvDecRef(old);
  sessionState().varsBound = true;
}

/// $_SESSION's array (for writing: separated), or null when it is not an array.
ArrayData** sessionVars() {
  if (!sessionState().varsBound) return nullptr;
  TypedValue* slot = sessionGlobal(false);
  if (!slot) return nullptr;
  TypedValue* v = tvDeref(slot);
  if (!v->isArray()) return nullptr;
  return &v->m_data.parr;
}

std::optional<std::string> encodeVars() {
  ArrayData** vars = sessionVars();
  if (!vars) {
    sessionWarning("Cannot encode non-existent session");
    return std::nullopt;
  }
  return sessionEncode(sessionIniStr("session.serialize_handler"), *vars);
}

// --- The session's life ----------------------------------------------------------------

bool destroySession();

bool abortSession() {
  SessionState& st = sessionState();
  if (st.status != SessionStatus::Active) return false;
  if (st.mod && st.mod->isOpen()) st.mod->close();
  st.status = SessionStatus::None;
  return true;
}

/// php_session_decode: a failure destroys the session.
bool decodeData(std::string_view data) {
  ArrayData** vars = sessionVars();
  if (!vars) return false;
  // Separate $_SESSION before the decoder writes into it.
  if ((*vars)->m_hdr.m_count != 1) {
    ArrayData* copy = (*vars)->copy();
    (*vars)->decRef();
    *vars = copy;
  }
  TypedValue* slot = tvDeref(sessionGlobal(false));
  if (sessionDecode(sessionIniStr("session.serialize_handler"), data, *slot)) return true;
  destroySession();
  trackInit();
  sessionWarning("Failed to decode session object. Session has been destroyed");
  return false;
}

int64_t runGc(bool immediate) {
  SessionState& st = sessionState();
  if (!st.mod || !st.mod->isOpen()) return -1;
  bool collect = immediate;
  int64_t probability = sessionIniInt("session.gc_probability");
  if (!collect && probability > 0) {
    int64_t divisor = sessionIniInt("session.gc_divisor");
    if (divisor <= 0) divisor = 1;
    uint64_t r = 0;
    if (getrandom(&r, sizeof r, 0) != sizeof r) r = uint64_t(time(nullptr));
    collect = int64_t(r % uint64_t(divisor)) < probability;
  }
  if (!collect) return -1;
  return st.mod->gc(sessionIniInt("session.gc_maxlifetime"));
}

bool initialize() {
  SessionState& st = sessionState();
  st.status = SessionStatus::Active;
  SaveHandler* mod = currentModule();
  std::string savePath = sessionIniStr("session.save_path");
  if (!mod) {
    st.status = SessionStatus::Disabled;
    sessionWarning("No storage module chosen - failed to initialize session");
    return false;
  }
  if (!mod->open(savePath, sessionIniStr("session.name"))) {
    abortSession();
    sessionWarning("Failed to initialize storage module: %s (path: %s)", mod->name(), savePath.c_str());
    return false;
  }
  bool useCookies = iniBool("session.use_cookies");
  if (!st.hasId || st.id.empty()) {
    st.id = mod->createSid();
    st.hasId = !st.id.empty();
    if (!st.hasId) {
      abortSession();
      throwErrorF(ErrorKind::Error, "Failed to create session ID: %s (path: %s)", mod->name(), savePath.c_str());
    }
    if (useCookies) st.sendCookie = true;
  } else if (iniBool("session.use_strict_mode") && !mod->validateSid(st.id)) {
    st.id = mod->createSid();
    if (st.id.empty()) st.id = sessionCreateId();
    if (useCookies) st.sendCookie = true;
  }
  if (!resetId()) {
    abortSession();
    return false;
  }
  trackInit();
  std::optional<std::string> val = mod->read(st.id, sessionIniInt("session.gc_maxlifetime"));
  if (!val) {
    abortSession();
    sessionWarning("Failed to read session data: %s (path: %s)", mod->name(), savePath.c_str());
    return false;
  }
  runGc(false);
  st.readData.reset();
  if (iniBool("session.lazy_write")) st.readData = *val;
  decodeData(*val);
  return true;
}

/// php_session_cache_limiter: 0 done, -1 nothing to do, -2 failed.
int cacheLimiter() {
  SessionState& st = sessionState();
  std::string lim = sessionIniStr("session.cache_limiter");
  if (lim.empty()) return 0;
  if (st.status != SessionStatus::Active) return -1;
  if (headersSent()) {
    abortSession();
    sessionWarning("Session cache limiter cannot be sent after headers have already been sent");
    return -2;
  }
  for (char& c : lim) c = char(tolower(static_cast<unsigned char>(c)));
  int64_t expire = sessionIniInt("session.cache_expire") * 60;
  auto lastModified = [] {
    struct stat sb;
    const std::string& path = ctx().scriptPath;
    if (!path.empty() && stat(path.c_str(), &sb) == 0) addHeader("Last-Modified: " + httpDate(sb.st_mtime), true);
  };
  if (lim == "public") {
    addHeader("Expires: " + httpDate(time(nullptr) + expire), true);
    addHeader("Cache-Control: public, max-age=" + std::to_string(expire), true);
    lastModified();
  } else if (lim == "private" || lim == "private_no_expire") {
    if (lim == "private") addHeader("Expires: Thu, 19 Nov 1981 08:52:00 GMT", true);
    addHeader("Cache-Control: private, max-age=" + std::to_string(expire), true);
    lastModified();
  } else if (lim == "nocache") {
    addHeader("Expires: Thu, 19 Nov 1981 08:52:00 GMT", true);
    addHeader("Cache-Control: no-store, no-cache, must-revalidate", true);
    addHeader("Pragma: no-cache", true);
  } else {
    return -1;
  }
  return 0;
}

/// The session id a request brings: a cookie (use_cookies), else GET/POST (use_only_cookies off).
bool idFrom(const char* global, const std::string& name) {
  SessionState& st = sessionState();
  TypedValue* g = ctx().globalVar(StringData::interned(global), false);
  if (!g || !tvDeref(g)->isArray()) return false;
  const TypedValue* v = tvDeref(g)->m_data.parr->getStr(std::string_view(name));
  if (!v) return false;
  v = tvDeref(v);
  if (v->isString()) {
    st.id = std::string(v->m_data.pstr->view());
    st.hasId = true;
    st.sendCookie = false;
  } else {
    st.hasId = false;
    st.id.clear();
    st.sendCookie = true;
  }
  return true;
}

bool startSession() {
  SessionState& st = sessionState();
  if (st.status == SessionStatus::Active) {
    sessionNotice("Ignoring session_start() because a session has already been started");
    return false;
  }
  bool useCookies = iniBool("session.use_cookies"), onlyCookies = iniBool("session.use_only_cookies");
  st.status = SessionStatus::None;
  st.defineSid = !onlyCookies;
  st.sendCookie = useCookies || onlyCookies;
  if (!st.hasId) {
    std::string name = sessionIniStr("session.name");
    if (useCookies && idFrom("_COOKIE", name)) {
      st.sendCookie = false;
      st.defineSid = false;
    }
    if (!onlyCookies) {
      if (!st.hasId) idFrom("_GET", name);
      if (!st.hasId) idFrom("_POST", name);
    }
  }
  if (st.hasId && st.id.find_first_of("\r\n\t <>'\"\\") != std::string::npos) {
    st.hasId = false;
    st.id.clear();
  }
  if (!initialize() || cacheLimiter() == -2) {
    st.status = SessionStatus::None;
    st.hasId = false;
    st.id.clear();
    return false;
  }
  return true;
}

void saveCurrentState(bool write) {
  SessionState& st = sessionState();
  SaveHandler* mod = st.mod.get();
  if (write && sessionVars() && mod && mod->isOpen()) {
    int64_t maxLifetime = sessionIniInt("session.gc_maxlifetime");
    std::optional<std::string> val = encodeVars();
    bool ok;
    if (val) {
      if (iniBool("session.lazy_write") && st.readData && mod->hasUpdateTimestamp() && *val == *st.readData)
        ok = mod->updateTimestamp(st.id, *val, maxLifetime);
      else
        ok = mod->write(st.id, *val, maxLifetime);
    } else {
      ok = mod->write(st.id, "", maxLifetime);
    }
    if (!ok) {
      std::string path = sessionIniStr("session.save_path");
      if (std::strcmp(mod->name(), "user") != 0)
        sessionWarning("Failed to write session data (%s). Please verify that the current setting of session.save_path is correct (%s)",
                     mod->name(), path.c_str());
      else if (!st.userCallbacks.className.empty())
        sessionWarning("Failed to write session data using user defined save handler. (session.save_path: %s, handler: %s::write)",
                       path.c_str(), st.userCallbacks.className.c_str());
      else
        sessionWarning("Failed to write session data using user defined save handler. (session.save_path: %s, handler: write)",
                       path.c_str());
    }
  }
  if (mod && mod->isOpen()) mod->close();
}

bool flushSession(bool write) {
  SessionState& st = sessionState();
  if (st.status != SessionStatus::Active) return false;
  saveCurrentState(write);
  st.status = SessionStatus::None;
  return true;
}

/// php_rshutdown_session_globals + php_rinit_session_globals.
void resetGlobals() {
  SessionState& st = sessionState();
  st.varsBound = false;
  if (st.mod && st.mod->isOpen()) st.mod->close();
  st.hasId = false;
  st.id.clear();
  st.readData.reset();
  st.status = SessionStatus::None;
  st.inSaveHandler = false;
  st.defineSid = true;
}

bool destroySession() {
  SessionState& st = sessionState();
  if (st.status != SessionStatus::Active) {
    sessionWarning("Trying to destroy uninitialized session");
    return false;
  }
  bool ok = true;
  if (st.hasId && st.mod && !st.mod->destroy(st.id)) {
    ok = false;
    sessionWarning("Session object destruction failed");
  }
  resetGlobals();
  return ok;
}

/// At the end of every request (php's RSHUTDOWN): an active session is written and closed.
const RequestShutdownHook kSessionShutdown([] {
  if (!tl_used) return;   // most requests: no session function ran, no state to look up
  SessionState& st = sessionState();
  tl_quiet = true;
  struct Loud {
    ~Loud() { tl_quiet = false; }
  } loud;
  if (st.status == SessionStatus::Active) flushSession(true);
  if (st.mod && st.mod->isOpen()) st.mod->close();
  st.mod.reset();   // the lock is released now, not when the request's state goes
  st.defaultMod.reset();
});

/// session.auto_start: the session starts before the script (php's RINIT).
const RequestStartHook kSessionAutoStart([] {
  if (!ctx().ini.getBool("session.auto_start")) return;
  SessionFnScope scope(kRequestStartup);
  startSession();
});

// --- The functions ----------------------------------------------------------------------

bool activeOrSent(const char* what, const char* fn) {
  (void)fn;
  if (sessionState().status == SessionStatus::Active) {
    sessionWarning("%s cannot be changed when a session is active", what);
    return true;
  }
  if (headersSent()) {
    sessionWarning("%s cannot be changed after headers have already been sent", what);
    return true;
  }
  return false;
}

void f_session_start(NativeArgs& a) {
  SessionState& st = sessionState();
  if (st.status == SessionStatus::Active) {
    sessionNotice("Ignoring session_start() because a session is already active");
    return a.retBool(true);
  }
  if (iniBool("session.use_cookies") && headersSent()) {
    sessionWarning("Session cannot be started after headers have already been sent");
    return a.retBool(false);
  }
  bool readAndClose = false;
  if (a.has(0)) {
    ArrayData* opts = a.arr(0);
    for (uint32_t p = opts->iterBegin(); p != opts->iterEnd(); p = opts->iterAdvance(p)) {
      TypedValue k = opts->iterKey(p);
      if (!k.isString()) continue;
      const TypedValue& v = *tvDeref(opts->iterValue(p));
      std::string key(k.m_data.pstr->view());
      if (!v.isString() && !v.isBool() && v.m_type != DataType::Int) {
        std::string t = typeNameForMessage(v);
        throwErrorF(ErrorKind::TypeError, "session_start(): Option \"%s\" must be of type string|int|bool, %s given",
                    key.c_str(), t.c_str());
      }
      if (key == "read_and_close") {
        readAndClose = toInt(v) != 0;
        continue;
      }
      std::string value = v.isBool() ? (v.m_data.num ? "1" : "") : toStdString(v);
      std::string ini = "session." + key;
      const IniDirective* d = findIniDirective(ini);
      if (!d || !(d->access & kIniUser) || !alterIni("session_start", ini.c_str(), value))
        sessionWarning("Setting option \"%s\" failed", key.c_str());
    }
  }
  startSession();
  if (st.status != SessionStatus::Active) {
    if (ArrayData** vars = sessionVars()) {
      (*vars)->decRef();
      *vars = ArrayData::makeHash(0);
    }
    return a.retBool(false);
  }
  if (readAndClose) flushSession(false);
  a.retBool(true);
}

void f_session_status(NativeArgs& a) { a.retInt(int64_t(sessionState().status)); }

void f_session_id(NativeArgs& a) {
  SessionState& st = sessionState();
  bool set = !a.isNull(0);
  if (set && st.status == SessionStatus::Active) {
    sessionWarning("Session ID cannot be changed when a session is active");
    return a.retBool(false);
  }
  if (set && iniBool("session.use_cookies") && headersSent()) {
    sessionWarning("Session ID cannot be changed after headers have already been sent");
    return a.retBool(false);
  }
  a.retString(st.hasId ? st.id : std::string());
  if (set) {
    st.id = std::string(a.sv(0));
    st.hasId = true;
  }
}

void f_session_name(NativeArgs& a) {
  bool set = !a.isNull(0);
  if (set && activeOrSent("Session name", "session_name")) return a.retBool(false);
  a.retString(sessionIniStr("session.name"));
  if (set) alterIni("session_name", "session.name", a.sv(0));
}

void f_session_save_path(NativeArgs& a) {
  bool set = !a.isNull(0);
  if (set && activeOrSent("Session save path", "session_save_path")) return a.retBool(false);
  a.retString(sessionIniStr("session.save_path"));
  if (set) alterIni("session_save_path", "session.save_path", a.sv(0));
}

void f_session_module_name(NativeArgs& a) {
  bool set = !a.isNull(0);
  if (set && activeOrSent("Session save handler module", "session_module_name")) return a.retBool(false);
  std::string cur = sessionIniStr("session.save_handler");
  if (!set) return a.retString(cur);
  std::string lower(a.sv(0));
  for (char& c : lower) c = char(tolower(static_cast<unsigned char>(c)));
  if (lower == "user") throwError(ErrorKind::ValueError, "session_module_name(): Argument #1 ($module) cannot be \"user\"");
  if (lower != "files") {
    sessionWarning("Session handler module \"%s\" cannot be found", std::string(a.sv(0)).c_str());
    return a.retBool(false);
  }
  a.retString(cur);
  SessionState& st = sessionState();
  if (st.mod && st.mod->isOpen()) st.mod->close();
  alterIni("session_module_name", "session.save_handler", a.sv(0));
}

void f_session_cache_limiter(NativeArgs& a) {
  bool set = !a.isNull(0);
  if (set && activeOrSent("Session cache limiter", "session_cache_limiter")) return a.retBool(false);
  a.retString(sessionIniStr("session.cache_limiter"));
  if (set) alterIni("session_cache_limiter", "session.cache_limiter", a.sv(0));
}

void f_session_cache_expire(NativeArgs& a) {
  bool set = !a.isNull(0);
  if (set && activeOrSent("Session cache expiration", "session_cache_expire"))
    return a.retInt(sessionIniInt("session.cache_expire"));
  a.retInt(sessionIniInt("session.cache_expire"));
  if (set) alterIni("session_cache_expire", "session.cache_expire", std::to_string(a.i64(0)));
}

void f_session_get_cookie_params(NativeArgs& a) {
  ArrayData* r = ArrayData::makeHash(6);
  auto set = [&](const char* k, TypedValue v) { ArrayData::setStr(r, StringData::interned(k), v); };
  set("lifetime", makeInt(sessionIniInt("session.cookie_lifetime")));
  set("path", makeStringNoIncRef(StringData::make(sessionIniStr("session.cookie_path"))));
  set("domain", makeStringNoIncRef(StringData::make(sessionIniStr("session.cookie_domain"))));
  set("secure", makeBool(iniBool("session.cookie_secure")));
  set("httponly", makeBool(iniBool("session.cookie_httponly")));
  set("samesite", makeStringNoIncRef(StringData::make(sessionIniStr("session.cookie_samesite"))));
  a.retArray(r);
}

void f_session_set_cookie_params(NativeArgs& a) {
  if (!iniBool("session.use_cookies")) {
    sessionWarning("Session cookies cannot be used when session.use_cookies is disabled");
    return a.retBool(false);
  }
  if (activeOrSent("Session cookie parameters", "session_set_cookie_params")) return a.retBool(false);
  std::optional<std::string> lifetime, path, domain, samesite, secure, httponly;
  if (a.arg(0).isArray()) {
    static const char* names[] = {"", "path", "domain", "secure", "httponly"};
    for (uint32_t i = 1; i <= 4; ++i)
      if (!a.isNull(i))
        throwErrorF(ErrorKind::ValueError,
                    "session_set_cookie_params(): Argument #%u ($%s) must be null when argument #1 ($lifetime_or_options) is an array",
                    i + 1, names[i]);
    int found = 0;
    ArrayData* o = a.arr(0);
    for (uint32_t p = o->iterBegin(); p != o->iterEnd(); p = o->iterAdvance(p)) {
      TypedValue k = o->iterKey(p);
      if (!k.isString()) {
        sessionWarning("Argument #1 ($lifetime_or_options) cannot contain numeric keys");
        continue;
      }
      std::string key(k.m_data.pstr->view());
      for (char& c : key) c = char(tolower(static_cast<unsigned char>(c)));
      const TypedValue& v = *tvDeref(o->iterValue(p));
      if (key == "lifetime") lifetime = toStdString(v);
      else if (key == "path") path = toStdString(v);
      else if (key == "domain") domain = toStdString(v);
      else if (key == "secure") secure = toBool(v) ? "1" : "0";
      else if (key == "httponly") httponly = toBool(v) ? "1" : "0";
      else if (key == "samesite") samesite = toStdString(v);
      else {
        sessionWarning("Argument #1 ($lifetime_or_options) contains an unrecognized key \"%s\"", k.m_data.pstr->data());
        continue;
      }
      ++found;
    }
    if (!found)
      throwError(ErrorKind::ValueError, "session_set_cookie_params(): Argument #1 ($lifetime_or_options) must contain at least 1 valid key");
  } else {
    lifetime = std::to_string(toInt(a.arg(0)));
    if (!a.isNull(1)) path = std::string(a.sv(1));
    if (!a.isNull(2)) domain = std::string(a.sv(2));
    if (!a.isNull(3)) secure = a.b(3) ? "1" : "0";
    if (!a.isNull(4)) httponly = a.b(4) ? "1" : "0";
  }
  const char* fn = "session_set_cookie_params";
  bool ok = (!lifetime || alterIni(fn, "session.cookie_lifetime", *lifetime)) &&
            (!path || alterIni(fn, "session.cookie_path", *path)) &&
            (!domain || alterIni(fn, "session.cookie_domain", *domain)) &&
            (!secure || alterIni(fn, "session.cookie_secure", *secure)) &&
            (!httponly || alterIni(fn, "session.cookie_httponly", *httponly)) &&
            (!samesite || alterIni(fn, "session.cookie_samesite", *samesite));
  a.retBool(ok);
}

void f_session_write_close(NativeArgs& a) { a.retBool(flushSession(true)); }
void f_session_abort(NativeArgs& a) { a.retBool(abortSession()); }

void f_session_reset(NativeArgs& a) {
  SessionState& st = sessionState();
  a.retBool(st.status == SessionStatus::Active && initialize());
}

void f_session_destroy(NativeArgs& a) { a.retBool(destroySession()); }

void f_session_unset(NativeArgs& a) {
  if (sessionState().status != SessionStatus::Active) return a.retBool(false);
  if (ArrayData** vars = sessionVars()) {
    (*vars)->decRef();
    *vars = ArrayData::makeHash(0);
  }
  a.retBool(true);
}

void f_session_encode(NativeArgs& a) {
  auto v = encodeVars();
  if (!v) return a.retBool(false);
  a.retString(*v);
}

void f_session_decode(NativeArgs& a) {
  if (sessionState().status != SessionStatus::Active) {
    sessionWarning("Session data cannot be decoded when there is no active session");
    return a.retBool(false);
  }
  a.retBool(decodeData(a.sv(0)));
}

void f_session_gc(NativeArgs& a) {
  if (sessionState().status != SessionStatus::Active) {
    sessionWarning("Session cannot be garbage collected when there is no active session");
    return a.retBool(false);
  }
  int64_t n = runGc(true);
  if (n < 0) a.retBool(false);
  else a.retInt(n);
}

void f_session_create_id(NativeArgs& a) {
  std::string_view prefix = a.svOr(0, "");
  if (!prefix.empty() && !sessionValidKey(prefix)) {
    sessionWarning("Prefix cannot contain special characters. Only the A-Z, a-z, 0-9, \"-\", and \",\" characters are allowed");
    return a.retBool(false);
  }
  SessionState& st = sessionState();
  std::string id;
  if (!st.inSaveHandler && st.status == SessionStatus::Active && st.mod) {
    for (int limit = 3; limit-- > 0;) {
      id = st.mod->createSid();
      if (id.empty() || !st.mod->canValidateSid() || !st.mod->validateSid(id)) break;
      id.clear();
    }
  } else {
    id = sessionCreateId();
  }
  if (id.empty()) {
    sessionWarning("Failed to create new ID");
    return a.retBool(false);
  }
  a.retString(std::string(prefix) + id);
}

void f_session_regenerate_id(NativeArgs& a) {
  SessionState& st = sessionState();
  bool deleteOld = a.bOr(0, false);
  if (st.status != SessionStatus::Active) {
    sessionWarning("Session ID cannot be regenerated when there is no active session");
    return a.retBool(false);
  }
  if (headersSent()) {
    sessionWarning("Session ID cannot be regenerated after headers have already been sent");
    return a.retBool(false);
  }
  SaveHandler* mod = st.mod.get();
  std::string savePath = sessionIniStr("session.save_path");
  int64_t maxLifetime = sessionIniInt("session.gc_maxlifetime");
  if (deleteOld) {
    if (!mod->destroy(st.id)) {
      mod->close();
      st.status = SessionStatus::None;
      sessionWarning("Session object destruction failed. ID: %s (path: %s)", mod->name(), savePath.c_str());
      return a.retBool(false);
    }
  } else {
    std::optional<std::string> data = encodeVars();
    if (!mod->write(st.id, data ? *data : std::string(), maxLifetime)) {
      mod->close();
      st.status = SessionStatus::None;
      sessionWarning("Session write failed. ID: %s (path: %s)", mod->name(), savePath.c_str());
      return a.retBool(false);
    }
  }
  mod->close();
  st.readData.reset();
  if (!mod->open(savePath, sessionIniStr("session.name"))) {
    st.status = SessionStatus::None;
    throwErrorF(ErrorKind::Error, "Failed to open session: %s (path: %s)", mod->name(), savePath.c_str());
  }
  std::string id = mod->createSid();
  if (id.empty()) {
    mod->close();
    st.status = SessionStatus::None;
    throwErrorF(ErrorKind::Error, "Failed to create new session ID: %s (path: %s)", mod->name(), savePath.c_str());
  }
  st.id = id;
  if (iniBool("session.use_strict_mode") && mod->canValidateSid()) {
    // An id that exists already is drawn again (up to 3 times).
    for (int limit = 3; limit-- > 0 && mod->validateSid(st.id);) {
      st.id = mod->createSid();
      if (st.id.empty()) {
        mod->close();
        st.status = SessionStatus::None;
        throwErrorF(ErrorKind::Error, "Failed to create session ID by collision: %s (path: %s)", mod->name(), savePath.c_str());
      }
    }
  }
  if (!mod->read(st.id, maxLifetime)) {
    mod->close();
    st.status = SessionStatus::None;
    throwErrorF(ErrorKind::Error, "Failed to create(read) session ID: %s (path: %s)", mod->name(), savePath.c_str());
  }
  if (iniBool("session.use_cookies")) st.sendCookie = true;
  a.retBool(resetId());
}

void f_session_register_shutdown(NativeArgs&) {
  ctx().shutdownFunctions.emplace_back(makeStaticStringTv("session_write_close"), std::vector<TypedValue>{});
}

void f_session_set_save_handler(NativeArgs& a) {
  SessionState& st = sessionState();
  UserHandlerCallbacks cb;
  bool registerShutdown = false;
  if (a.count <= 2) {
    const TypedValue& h = a.arg(0);
    Class* iface = lookupClassAutoload("SessionHandlerInterface");
    if (!h.isObject() || !iface || !h.m_data.pobj->cls()->isSubclassOf(iface)) {
      std::string t = typeNameForMessage(h);
      throwErrorF(ErrorKind::TypeError, "session_set_save_handler(): Argument #1 ($open) must be of type SessionHandlerInterface, %s given", t.c_str());
    }
    registerShutdown = a.has(1) ? toBool(a.arg(1)) : true;
    if (a.has(1) && !a.arg(1).isBool()) registerShutdown = toBool(a.arg(1));
    if (activeOrSent("Session save handler", "session_set_save_handler")) return a.retBool(false);
    ObjectData* obj = h.m_data.pobj;
    Class* cls = obj->cls();
    cb.className = std::string(cls->name->view());
    static const char* names[] = {"open", "close", "read", "write", "destroy", "gc", "create_sid", "validateId", "updateTimestamp"};
    Class* idIface = lookupClassAutoload("SessionIdInterface");
    Class* tsIface = lookupClassAutoload("SessionUpdateTimestampHandlerInterface");
    for (int i = 0; i < 9; ++i) {
      std::string lower(names[i]);
      for (char& c : lower) c = char(tolower(static_cast<unsigned char>(c)));
      bool want = i < 6 || cls->findMethod(lower) ||
                  (i == 6 && idIface && cls->isSubclassOf(idIface)) || (i > 6 && tsIface && cls->isSubclassOf(tsIface));
      if (!want) continue;
      ArrayData* pair = ArrayData::makePacked(2);
      obj->incRef();
      ArrayData::append(pair, makeObjectNoIncRef(obj));
      ArrayData::append(pair, makeStringNoIncRef(StringData::make(names[i])));
      cb.fn[i] = makeArrayNoIncRef(pair);
    }
  } else {
    if (a.count < 6)
      throwErrorF(ErrorKind::ArgumentCountError, "session_set_save_handler() expects 6 arguments, %u given", a.count);
    static const char* names[] = {"open", "close", "read", "write", "destroy", "gc", "create_sid", "validate_sid", "update_timestamp"};
    for (uint32_t i = 0; i < 9 && i < a.count; ++i) {
      if (i >= 6 && a.isNull(i)) continue;
      if (!isCallable(a.arg(i), false)) {
        std::string n = callableName(a.arg(i));
        throwErrorF(ErrorKind::TypeError, "session_set_save_handler(): Argument #%u ($%s) must be a valid callback, %s", i + 1,
                    names[i], a.arg(i).isString() ? ("function \"" + n + "\" not found or invalid function name").c_str()
                                                   : "no array or string given");
      }
    }
    if (activeOrSent("Session save handler", "session_set_save_handler")) return a.retBool(false);
    for (uint32_t i = 0; i < 9 && i < a.count; ++i)
      if (!(i >= 6 && a.isNull(i))) cb.fn[i] = tvCopyValue(a.arg(i));
  }
  // The handler replaced is released now (its object's destructor runs, as
  // in php); the last one goes with the request's heap.
  UserHandlerCallbacks old = st.userCallbacks;
  st.userCallbacks = cb;
  for (TypedValue& v : old.fn) tvDecRef(v);
  if (st.mod && st.mod->isOpen()) st.mod->close();
  st.mod = makeUserHandler(st.userCallbacks);
  if (!st.defaultMod) st.defaultMod = makeFilesHandler();
  st.userHandlerSet = true;
  ctx().ini.set("session.save_handler", "user");
  ctx().refreshIniCache();
  // php registers session_register_shutdown, which (run at shutdown) appends
  // session_write_close after the shutdown functions registered meanwhile;
  // once per request (php keys it "session_shutdown").
  if (registerShutdown && !st.shutdownRegistered) {
    ctx().shutdownFunctions.emplace_back(makeStaticStringTv("session_register_shutdown"), std::vector<TypedValue>{});
    st.shutdownRegistered = true;
  }
  a.retBool(true);
}

/// A session builtin, run with its name set for the module's messages.
template <void (*F)(NativeArgs&)> void fn(NativeArgs& a) {
  SessionFnScope scope(a.func ? a.func->name->data() : nullptr);
  F(a);
}

const BuiltinDecl kSessionBuiltins[] = {
    {"session_start(array $options = []): bool", fn<f_session_start>},
    {"session_status(): int", fn<f_session_status>},
    {"session_id(?string $id = null): string|false", fn<f_session_id>},
    {"session_name(?string $name = null): string|false", fn<f_session_name>},
    {"session_save_path(?string $path = null): string|false", fn<f_session_save_path>},
    {"session_module_name(?string $module = null): string|false", fn<f_session_module_name>},
    {"session_cache_limiter(?string $value = null): string|false", fn<f_session_cache_limiter>},
    {"session_cache_expire(?int $value = null): int|false", fn<f_session_cache_expire>},
    {"session_get_cookie_params(): array", fn<f_session_get_cookie_params>},
    {"session_set_cookie_params(array|int $lifetime_or_options, ?string $path = null, ?string $domain = null, ?bool $secure = null, "
     "?bool $httponly = null): bool",
     fn<f_session_set_cookie_params>},
    {"session_write_close(): bool", fn<f_session_write_close>},
    {"session_commit(): bool", fn<f_session_write_close>},
    {"session_abort(): bool", fn<f_session_abort>},
    {"session_reset(): bool", fn<f_session_reset>},
    {"session_destroy(): bool", fn<f_session_destroy>},
    {"session_unset(): bool", fn<f_session_unset>},
    {"session_encode(): string|false", fn<f_session_encode>},
    {"session_decode(string $data): bool", fn<f_session_decode>},
    {"session_gc(): int|false", fn<f_session_gc>},
    {"session_create_id(string $prefix = \"\"): string|false", fn<f_session_create_id>},
    {"session_regenerate_id(bool $delete_old_session = false): bool", fn<f_session_regenerate_id>},
    {"session_register_shutdown(): void", fn<f_session_register_shutdown>},
    {"session_set_save_handler($open, $close = null, $read = null, $write = null, $destroy = null, $gc = null, "
     "$create_sid = null, $validate_sid = null, $update_timestamp = null): bool",
     fn<f_session_set_save_handler>},
};
HOP_REGISTER_BUILTINS(kSessionBuiltins);

const ConstantDecl kSessionConstants[] = {
    {"PHP_SESSION_DISABLED", makeInt(0)},
    {"PHP_SESSION_NONE", makeInt(1)},
    {"PHP_SESSION_ACTIVE", makeInt(2)},
};
HOP_REGISTER_CONSTANTS(kSessionConstants);

} // namespace

SaveHandler* currentModule() {
  SessionState& st = sessionState();
  if (st.mod) return st.mod.get();
  std::string h = sessionIniStr("session.save_handler");
  for (char& c : h) c = char(tolower(static_cast<unsigned char>(c)));
  if (h == "files") st.mod = makeFilesHandler();
  else if (h == "user" && st.userHandlerSet) st.mod = makeUserHandler(st.userCallbacks);
  return st.mod.get();
}

std::string sessionCreateId() {
  int64_t len = sessionIniInt("session.sid_length");
  int64_t bits = sessionIniInt("session.sid_bits_per_character");
  if (len < 22 || len > 256) len = 32;
  if (bits < 4 || bits > 6) bits = 4;
  unsigned char buf[256];
  size_t got = 0;
  while (got < size_t(len)) {
    ssize_t n = getrandom(buf + got, size_t(len) - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      return {};
    }
    got += size_t(n);
  }
  // php's bin_to_readable: `bits` bits of the bytes per character, low bits first.
  std::string out;
  unsigned w = 0;
  int have = 0;
  size_t p = 0;
  unsigned mask = (1u << bits) - 1;
  while (out.size() < size_t(len)) {
    if (have < bits) {
      w |= unsigned(buf[p++]) << have;
      have += 8;
    }
    out += kSidChars[w & mask];
    w >>= bits;
    have -= int(bits);
  }
  return out;
}

bool sessionValidKey(std::string_view key) {
  if (key.empty() || key.size() > 256) return false;
  for (char c : key)
    if (!isalnum(static_cast<unsigned char>(c)) && c != ',' && c != '-') return false;
  return true;
}

} // namespace hop
