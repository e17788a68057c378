// session-user.cpp — the "user" save handler (session_set_save_handler's callables) and SessionHandler's methods, which call the files handler.
#include "bytecode/func.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/session/session-internal.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

enum Cb { kOpen, kClose, kRead, kWrite, kDestroy, kGc, kCreateSid, kValidateSid, kUpdateTimestamp };

TypedValue str(std::string_view s) { return makeStringNoIncRef(StringData::make(s)); }

/// A callback's result as php's verify_bool_return_type_userland_calls reads it.
bool boolResult(TypedValue r) {
  bool ok;
  if (r.isBool()) {
    ok = r.m_data.num != 0;
  } else if (r.m_type == DataType::Int && (r.m_data.num == 0 || r.m_data.num == -1)) {
    raiseDeprecated("Session callback must have a return value of type bool, int returned");
    ok = r.m_data.num == 0;
  } else {
    std::string t = typeNameForMessage(r);
    tvDecRef(r);
    throwErrorF(ErrorKind::TypeError, "Session callback must have a return value of type bool, %s returned", t.c_str());
  }
  tvDecRef(r);
  return ok;
}

class UserHandler final : public SaveHandler {
public:
  explicit UserHandler(const UserHandlerCallbacks& cb) : m_cb(cb) {}
  const char* name() const override { return "user"; }
  bool isOpen() const override { return m_implemented; }

  bool open(const std::string& savePath, const std::string& sessionName) override {
    TypedValue args[2] = {str(savePath), str(sessionName)};
    TypedValue r = call(kOpen, args, 2);
    m_implemented = true;
    return boolResult(r);
  }
  bool close() override {
    if (!m_implemented) return true;
    m_implemented = false;
    return boolResult(call(kClose, nullptr, 0));
  }
  std::optional<std::string> read(const std::string& id, int64_t) override {
    TypedValue a = str(id);
    TypedValue r = call(kRead, &a, 1);
    std::optional<std::string> out;
    if (r.isString()) out = std::string(r.m_data.pstr->view());
    tvDecRef(r);
    return out;
  }
  bool write(const std::string& id, std::string_view data, int64_t) override {
    TypedValue args[2] = {str(id), str(data)};
    return boolResult(call(kWrite, args, 2));
  }
  bool destroy(const std::string& id) override {
    TypedValue a = str(id);
    return boolResult(call(kDestroy, &a, 1));
  }
  int64_t gc(int64_t maxLifetime) override {
    TypedValue a = makeInt(maxLifetime);
    TypedValue r = call(kGc, &a, 1);
    int64_t n = r.m_type == DataType::Int ? r.m_data.num : (r.isBool() && r.m_data.num ? 1 : -1);
    tvDecRef(r);
    return n;
  }
  std::string createSid() override {
    if (m_cb.fn[kCreateSid].m_type == DataType::Uninit) return sessionCreateId();
    TypedValue r = call(kCreateSid, nullptr, 0);
    std::string out;
    if (r.isString()) out = std::string(r.m_data.pstr->view());
    bool ok = r.isString();
    tvDecRef(r);
    if (!ok) throwError(ErrorKind::Error, "No session id returned by function");
    return out;
  }
  bool canValidateSid() const override { return m_cb.fn[kValidateSid].m_type != DataType::Uninit; }
  bool validateSid(const std::string& id) override {
    if (m_cb.fn[kValidateSid].m_type == DataType::Uninit) return true;
    TypedValue a = str(id);
    return boolResult(call(kValidateSid, &a, 1));
  }
  bool updateTimestamp(const std::string& id, std::string_view data, int64_t maxLifetime) override {
    if (m_cb.fn[kUpdateTimestamp].m_type == DataType::Uninit) return write(id, data, maxLifetime);
    TypedValue args[2] = {str(id), str(data)};
    return boolResult(call(kUpdateTimestamp, args, 2));
  }

private:
  const UserHandlerCallbacks& m_cb;
  bool m_implemented = false;

  TypedValue call(Cb which, TypedValue* args, uint32_t n) {
    SessionState& st = sessionState();
    bool saved = st.inSaveHandler;
    st.inSaveHandler = true;
    TypedValue r;
    try {
      r = callCallable(m_cb.fn[which], args, n);
    } catch (...) {
      st.inSaveHandler = saved;
      for (uint32_t i = 0; i < n; ++i) tvDecRef(args[i]);
      throw;
    }
    st.inSaveHandler = saved;
    for (uint32_t i = 0; i < n; ++i) tvDecRef(args[i]);
    return r;
  }
};

// --- SessionHandler: the files handler behind a user class -----------------------

SaveHandler* defaultModuleOrThrow() {
  SessionState& st = sessionState();
  if (st.status != SessionStatus::Active) throwError(ErrorKind::Error, "Session is not active");
  if (!st.defaultMod) throwError(ErrorKind::Error, "Cannot call default session handler");
  return st.defaultMod.get();
}

SaveHandler* openDefaultModule(NativeArgs& a) {
  SaveHandler* m = defaultModuleOrThrow();
  if (!sessionState().userIsOpen) {
    raiseWarning("SessionHandler::%s(): Parent session handler is not open", a.func ? a.func->name->data() : "");
    a.retBool(false);
    return nullptr;
  }
  return m;
}

void m_open(NativeArgs& a) {
  SaveHandler* m = defaultModuleOrThrow();
  sessionState().userIsOpen = true;
  a.retBool(m->open(std::string(a.sv(0)), std::string(a.sv(1))));
}
void m_close(NativeArgs& a) {
  if (SaveHandler* m = openDefaultModule(a)) {
    sessionState().userIsOpen = false;
    a.retBool(m->close());
  }
}
void m_read(NativeArgs& a) {
  if (SaveHandler* m = openDefaultModule(a)) {
    auto v = m->read(std::string(a.sv(0)), sessionIniInt("session.gc_maxlifetime"));
    if (!v) a.retBool(false);
    else a.retString(*v);
  }
}
void m_write(NativeArgs& a) {
  if (SaveHandler* m = openDefaultModule(a))
    a.retBool(m->write(std::string(a.sv(0)), a.sv(1), sessionIniInt("session.gc_maxlifetime")));
}
void m_destroy(NativeArgs& a) {
  if (SaveHandler* m = openDefaultModule(a)) a.retBool(m->destroy(std::string(a.sv(0))));
}
void m_gc(NativeArgs& a) {
  if (SaveHandler* m = openDefaultModule(a)) {
    int64_t n = m->gc(a.i64(0));
    if (n < 0) a.retBool(false);
    else a.retInt(n);
  }
}
void m_create_sid(NativeArgs& a) {
  SaveHandler* m = defaultModuleOrThrow();
  std::string id = m->createSid();
  if (id.empty()) throwError(ErrorKind::Error, "Session id must be a string");
  a.retString(id);
}

const BuiltinDecl kSessionHandlerMethods[] = {
    {"SessionHandler::open", m_open},       {"SessionHandler::close", m_close},
    {"SessionHandler::read", m_read},       {"SessionHandler::write", m_write},
    {"SessionHandler::destroy", m_destroy}, {"SessionHandler::gc", m_gc},
    {"SessionHandler::create_sid", m_create_sid},
};
HOP_REGISTER_BUILTINS(kSessionHandlerMethods);

} // namespace

std::unique_ptr<SaveHandler> makeUserHandler(const UserHandlerCallbacks& cb) { return std::make_unique<UserHandler>(cb); }

} // namespace hop
