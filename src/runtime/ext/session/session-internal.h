// session-internal.h — the session module's request state, its save handlers (files, user) and serializers, shared by its files.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "runtime/value/typed-value.h"

namespace hop {

struct ObjectData;
class ArrayData;

/// php's session_status() values.
enum class SessionStatus { Disabled = 0, None = 1, Active = 2 };

/// A storage module (php's ps_module): "files" or "user". A failure is false
/// (read: nullopt); the module raises its own warnings.
class SaveHandler {
public:
  virtual ~SaveHandler() = default;
  virtual const char* name() const = 0;
  virtual bool open(const std::string& savePath, const std::string& sessionName) = 0;
  virtual bool close() = 0;
  virtual std::optional<std::string> read(const std::string& id, int64_t maxLifetime) = 0;
  virtual bool write(const std::string& id, std::string_view data, int64_t maxLifetime) = 0;
  virtual bool destroy(const std::string& id) = 0;
  /// Number of sessions removed, or -1.
  virtual int64_t gc(int64_t maxLifetime) = 0;
  /// A new session id (empty: failure).
  virtual std::string createSid() = 0;
  /// Strict mode: does a session with this id exist? (php's s_validate_sid).
  virtual bool validateSid(const std::string& id) = 0;
  /// Whether validateSid asks anything (a user handler without validateId does not).
  virtual bool canValidateSid() const { return true; }
  /// lazy_write with unchanged data (php's s_update_timestamp); null: write instead.
  virtual bool hasUpdateTimestamp() const { return true; }
  virtual bool updateTimestamp(const std::string& id, std::string_view data, int64_t maxLifetime) = 0;
  /// Whether an open handle (php's mod_data) exists: close/write are called only then.
  virtual bool isOpen() const = 0;
};

/// php's files module: one file per session (sess_ID) under session.save_path,
/// locked with flock(LOCK_EX) from read until close.
std::unique_ptr<SaveHandler> makeFilesHandler();

/// session_set_save_handler()'s callables (open, close, read, write, destroy,
/// gc, then optional create_sid, validateId, updateTimestamp); `obj` is the
/// handler object for the OO form (its class name goes in write warnings).
struct UserHandlerCallbacks {
  TypedValue fn[9] = {};   // Uninit: absent
  std::string className;   // the OO form's class, else empty
};
std::unique_ptr<SaveHandler> makeUserHandler(const UserHandlerCallbacks& cb);

/// The request's session state (php's PS() globals), in ctx().builtinState.
struct SessionState {
  SessionStatus status = SessionStatus::None;
  std::string id;
  bool hasId = false;
  bool sendCookie = false;
  bool defineSid = true;
  bool varsBound = false;          // $_SESSION was set up by a session (php's http_session_vars)
  std::optional<std::string> readData;   // what read returned (lazy_write compares with it)
  std::unique_ptr<SaveHandler> mod;      // the module in use (files unless a user handler is set)
  std::unique_ptr<SaveHandler> defaultMod;   // files, for SessionHandler's methods when a user handler is set
  bool userHandlerSet = false;     // session.save_handler is "user" by session_set_save_handler
  bool userIsOpen = false;         // SessionHandler::open ran (php's mod_user_is_open)
  bool inSaveHandler = false;
  bool shutdownRegistered = false;   // session_set_save_handler's shutdown function is registered
  UserHandlerCallbacks userCallbacks;   // kept for a session started again (released with the heap)
  ~SessionState();
};
SessionState& sessionState();

/// The save handler of the current session.save_handler value, creating it.
SaveHandler* currentModule();

// --- Serializers (session-serialize.cpp) ---------------------------------------
/// Encodes $_SESSION (`vars`) with the named serializer; nullopt on failure
/// (warned). A name no serializer has is a failure too.
std::optional<std::string> sessionEncode(const std::string& handler, ArrayData* vars);
/// Decodes `data` into $_SESSION's value `slot` (php and php_binary merge
/// entries into its array; php_serialize replaces it); false on malformed data.
bool sessionDecode(const std::string& handler, std::string_view data, TypedValue& slot);
bool sessionSerializerExists(std::string_view name);

// --- Shared helpers (session.cpp) ------------------------------------------------
/// php_error_docref from the module: "session_start(): ..." (the session
/// function running), nothing while the request's end writes the session
/// (php shows no message of its RSHUTDOWN).
void sessionWarning(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
void sessionNotice(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
/// The session builtin running (its name prefixes the module's messages).
struct SessionFnScope {
  explicit SessionFnScope(const char* name);
  ~SessionFnScope();
  const char* saved;
};
int64_t sessionIniInt(const char* name);
std::string sessionIniStr(const char* name);
/// php's php_session_create_id: sid_length characters of sid_bits_per_character bits each.
std::string sessionCreateId();
/// php_session_valid_key: [a-zA-Z0-9,-], 1..256 characters.
bool sessionValidKey(std::string_view key);

} // namespace hop
