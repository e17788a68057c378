// preg.cpp — preg_* on PCRE2 (what php itself uses): pattern parsing with
// delimiters and modifiers, a per-thread cache of compiled (and, with
// pcre.jit, JIT-compiled) patterns, matching, replacing (with $n/\n/${n}
// references and callbacks), splitting.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "runtime/base/request-local.h"
#include "bytecode/func.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/base/ini.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"
#include "runtime/string/utf8-valid.h"
#include "vm/callable.h"

namespace hop {

namespace {

constexpr int64_t kPatternOrder = 1, kSetOrder = 2, kOffsetCapture = 256, kUnmatchedAsNull = 512;
constexpr int64_t kSplitNoEmpty = 1, kSplitDelimCapture = 2, kSplitOffsetCapture = 4;

enum PregError : int64_t { kNoError = 0, kInternalError = 1, kBacktrackLimit = 2, kRecursionLimit = 3, kBadUtf8 = 4, kBadUtf8Offset = 5, kJitStackLimit = 6 };

thread_local int64_t tl_lastError = kNoError;

/// A compiled pattern with its capture-group names.
struct Regex {
  pcre2_code* code = nullptr;
  uint32_t captureCount = 0;
  std::vector<std::string> names;   // by group number ("" when unnamed)
  std::vector<StringData*> nameStrs;   // the same as static strings (null when unnamed)
  bool utf = false;
  bool jitted = false;              // pcre2_jit_compile succeeded
  bool anchoredEnd = false;         // D modifier handled by PCRE2 flags
  bool emptyOnly = false;           // an empty pattern: it matches nothing but the empty string
  ~Regex() {
    if (code) pcre2_code_free(code);
  }
};

// php's pcre cache: per thread, keyed by the whole pattern string
// (delimiters and modifiers), at most 4096 entries; when full, the oldest
// eighth goes.
constexpr size_t kCacheSize = 4096;
struct PatternHash {
  using is_transparent = void;
  size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
};
struct CacheEntry {
  std::shared_ptr<Regex> rx;
  uint64_t seq;
};
// In front of the map, a small direct-mapped memo keyed by where the
// pattern's bytes live (a literal pattern's static string): a hit compares
// the bytes with the map's key (memcmp) instead of hashing them. Entries
// point into the map's nodes, so an eviction empties the memo.
struct FrontMemo {
  const char* data;
  size_t size;
  const std::string* key;
  const CacheEntry* entry;
};
constexpr uint32_t kFrontBits = 9;   // CommonMark alone uses ~90 patterns
inline uint32_t frontIndex(std::string_view p) {
  return uint32_t(((reinterpret_cast<uintptr_t>(p.data()) >> 3) ^ p.size()) * 0x9E3779B97F4A7C15ull >> (64 - kFrontBits));
}
// Before both, a memo of static pattern strings (literals, interned names:
// process-lifetime and never changed) by the string's address alone.
struct StaticMemo {
  const StringData* str;
  const CacheEntry* entry;
};
constexpr uint32_t kStaticBits = 8;
inline uint32_t staticIndex(const StringData* s) {
  return uint32_t((reinterpret_cast<uintptr_t>(s) >> 4) * 0x9E3779B97F4A7C15ull >> (64 - kStaticBits));
}
struct RegexCache {
  std::unordered_map<std::string, CacheEntry, PatternHash, std::equal_to<>> map;
  FrontMemo front[1u << kFrontBits] = {};
  StaticMemo statics[1u << kStaticBits] = {};
  uint64_t nextSeq = 0;
  const CacheEntry* findStatic(const StringData* s) const {
    const StaticMemo& m = statics[staticIndex(s)];
    return m.str == s ? m.entry : nullptr;
  }
  void noteStatic(const StringData* s, const CacheEntry* e) { statics[staticIndex(s)] = StaticMemo{s, e}; }
  const CacheEntry* find(std::string_view pattern) {
    FrontMemo& m = front[frontIndex(pattern)];
    if (m.data == pattern.data() && m.size == pattern.size() &&
        (pattern.empty() || std::memcmp(m.key->data(), pattern.data(), pattern.size()) == 0))
      return m.entry;
    auto it = map.find(pattern);
    if (it == map.end()) return nullptr;
    m = FrontMemo{pattern.data(), pattern.size(), &it->first, &it->second};
    return &it->second;
  }
  void insert(std::string_view pattern, std::shared_ptr<Regex> rx) {
    if (map.size() >= kCacheSize) {
      for (FrontMemo& m : front) m = FrontMemo{};
      for (StaticMemo& m : statics) m = StaticMemo{};
      std::vector<uint64_t> seqs;
      seqs.reserve(map.size());
      for (auto& [k, e] : map) seqs.push_back(e.seq);
      std::nth_element(seqs.begin(), seqs.begin() + kCacheSize / 8, seqs.end());
      uint64_t cut = seqs[kCacheSize / 8];
      for (auto it = map.begin(); it != map.end();) it = it->second.seq < cut ? map.erase(it) : std::next(it);
    }
    map.emplace(std::string(pattern), CacheEntry{std::move(rx), nextSeq++});
  }
  const CacheEntry* justInserted(std::string_view pattern) {
    auto it = map.find(pattern);
    return it == map.end() ? nullptr : &it->second;
  }
};
thread_local RegexCache tl_cache;

/// The thread's matching state, as php keeps it: one match context (with
/// pcre.backtrack_limit, pcre.recursion_limit and the JIT stack), one match
/// data reused by every match that is not nested in another (a callback of
/// preg_replace_callback matching too gets its own).
struct PcreThread {
  pcre2_match_context* mctx = nullptr;
  pcre2_jit_stack* jitStack = nullptr;
  pcre2_match_data* md = nullptr;
  uint32_t mdPairs = 0;
  bool mdBusy = false;
  bool jit = true;
  uint32_t backtrackLimit = 1000000;
  uint32_t recursionLimit = 100000;
  ~PcreThread() {
    if (md) pcre2_match_data_free(md);
    if (mctx) pcre2_match_context_free(mctx);
    if (jitStack) pcre2_jit_stack_free(jitStack);
  }
  pcre2_match_context* context() {
    if (!mctx) {
      mctx = pcre2_match_context_create(nullptr);
      pcre2_set_match_limit(mctx, backtrackLimit);
      pcre2_set_depth_limit(mctx, recursionLimit);
      // php's JIT stack: 32K growing to 192K.
      jitStack = pcre2_jit_stack_create(32 * 1024, 192 * 1024, nullptr);
      if (jitStack) pcre2_jit_stack_assign(mctx, nullptr, jitStack);
    }
    return mctx;
  }
};
thread_local PcreThread tl_pcre;
const RequestLocalReset kResetPreg([] {
  tl_lastError = kNoError;   // preg_last_error() of the next request
  tl_pcre.mdBusy = false;     // a request that ended inside a callback
});

/// php's OnUpdateLong: a quantity, with php's warning when it had to guess.
uint32_t iniLimit(const char* name, std::string_view v) {
  std::optional<std::string> err;
  int64_t n = parseIniQuantity(std::string(v), err);
  if (err) raiseWarning("Invalid \"%s\" setting. %s", name, err->c_str());
  return n <= 0 ? 0 : n > int64_t(UINT32_MAX) ? UINT32_MAX : uint32_t(n);
}
bool onBacktrackLimit(std::string_view v) {
  tl_pcre.backtrackLimit = iniLimit("pcre.backtrack_limit", v);
  if (tl_pcre.mctx) pcre2_set_match_limit(tl_pcre.mctx, tl_pcre.backtrackLimit);
  return true;
}
bool onRecursionLimit(std::string_view v) {
  tl_pcre.recursionLimit = iniLimit("pcre.recursion_limit", v);
  if (tl_pcre.mctx) pcre2_set_depth_limit(tl_pcre.mctx, tl_pcre.recursionLimit);
  return true;
}
bool onJit(std::string_view v) {
  tl_pcre.jit = IniSettings::parseBool(v);
  return true;
}
[[maybe_unused]] const int kPcreIniHooks[] = {
    registerIniModifyHook("pcre.backtrack_limit", onBacktrackLimit),
    registerIniModifyHook("pcre.recursion_limit", onRecursionLimit),
    registerIniModifyHook("pcre.jit", onJit),
    registerIniStartupHook("pcre.backtrack_limit", [](std::string_view v) { onBacktrackLimit(v); }),
    registerIniStartupHook("pcre.recursion_limit", [](std::string_view v) { onRecursionLimit(v); }),
    registerIniStartupHook("pcre.jit", [](std::string_view v) { onJit(v); }),
};

std::shared_ptr<Regex> compileNew(std::string_view pattern, const char* fn);

/// Parses "/re/flags" and compiles it; warns and returns null as php does,
/// which then reports PREG_INTERNAL_ERROR from preg_last_error() whichever
/// function was called.
std::shared_ptr<Regex> compile(std::string_view pattern, const char* fn) {
  if (const CacheEntry* e = tl_cache.find(pattern)) return e->rx;
  std::shared_ptr<Regex> rx = compileNew(pattern, fn);
  if (!rx) tl_lastError = kInternalError;
  return rx;
}

/// compile() of a pattern not in the cache.
std::shared_ptr<Regex> compileNew(std::string_view pattern, const char* fn) {
  size_t i = 0;
  while (i < pattern.size() && isspace((unsigned char)pattern[i])) ++i;
  if (i >= pattern.size()) {
    raiseWarning("%s(): Empty regular expression", fn);
    return nullptr;
  }
  char delim = pattern[i];
  if (isalnum((unsigned char)delim) || delim == '\\' || delim == '\0') {
    raiseWarning("%s(): Delimiter must not be alphanumeric, backslash, or NUL", fn);
    return nullptr;
  }
  char endDelim = delim;
  if (delim == '(') endDelim = ')';
  else if (delim == '[') endDelim = ']';
  else if (delim == '{') endDelim = '}';
  else if (delim == '<') endDelim = '>';
  size_t start = ++i;
  size_t end = std::string_view::npos;
  if (endDelim == delim) {
    for (; i < pattern.size(); ++i) {
      if (pattern[i] == '\\' && i + 1 < pattern.size()) {
        ++i;
        continue;
      }
      if (pattern[i] == delim) {
        end = i;
        break;
      }
    }
  } else {
    int depth = 1;
    for (; i < pattern.size(); ++i) {
      if (pattern[i] == '\\' && i + 1 < pattern.size()) {
        ++i;
        continue;
      }
      if (pattern[i] == endDelim && --depth == 0) {
        end = i;
        break;
      }
      if (pattern[i] == delim) ++depth;
    }
  }
  if (end == std::string_view::npos) {
    if (endDelim == delim) raiseWarning("%s(): No ending delimiter '%c' found", fn, delim);
    else raiseWarning("%s(): No ending matching delimiter '%c' found", fn, endDelim);
    return nullptr;
  }
  std::string re(pattern.substr(start, end - start));
  uint32_t opts = 0;
  auto rx = std::make_shared<Regex>();
  rx->emptyOnly = re.empty();
  for (size_t k = end + 1; k < pattern.size(); ++k) {
    switch (pattern[k]) {
      case 'i': opts |= PCRE2_CASELESS; break;
      case 'm': opts |= PCRE2_MULTILINE; break;
      case 's': opts |= PCRE2_DOTALL; break;
      case 'x': opts |= PCRE2_EXTENDED; break;
      case 'u': opts |= PCRE2_UTF | PCRE2_UCP; rx->utf = true; break;
      case 'U': opts |= PCRE2_UNGREEDY; break;
      case 'D': opts |= PCRE2_DOLLAR_ENDONLY; break;
      case 'A': opts |= PCRE2_ANCHORED; break;
      case 'J': opts |= PCRE2_DUPNAMES; break;
      case 'n': opts |= PCRE2_NO_AUTO_CAPTURE; break;
      case 'S': case 'X': break;
      case ' ': case '\n': case '\r': break;
      default:
        if (pattern[k] == '\0') raiseWarning("%s(): NUL is not a valid modifier", fn);
        else raiseWarning("%s(): Unknown modifier '%c'", fn, pattern[k]);
        return nullptr;
    }
  }
  int err;
  PCRE2_SIZE errOff;
  rx->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(re.data()), re.size(), opts, &err, &errOff, nullptr);
  if (!rx->code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(err, buf, sizeof(buf));
    raiseWarning("%s(): Compilation failed: %s at offset %zu", fn, reinterpret_cast<char*>(buf), size_t(errOff));
    return nullptr;
  }
  // php compiles every pattern with the JIT when pcre.jit is on; a pattern
  // the JIT refuses still matches with the interpreter.
  if (tl_pcre.jit) rx->jitted = pcre2_jit_compile(rx->code, PCRE2_JIT_COMPLETE) == 0;
  pcre2_pattern_info(rx->code, PCRE2_INFO_CAPTURECOUNT, &rx->captureCount);
  rx->names.assign(rx->captureCount + 1, "");
  rx->nameStrs.assign(rx->captureCount + 1, nullptr);
  uint32_t nameCount = 0, entrySize = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(rx->code, PCRE2_INFO_NAMECOUNT, &nameCount);
  if (nameCount) {
    pcre2_pattern_info(rx->code, PCRE2_INFO_NAMEENTRYSIZE, &entrySize);
    pcre2_pattern_info(rx->code, PCRE2_INFO_NAMETABLE, &table);
    for (uint32_t n = 0; n < nameCount; ++n) {
      const unsigned char* e = table + n * entrySize;
      uint32_t group = (uint32_t(e[0]) << 8) | e[1];
      rx->names[group] = reinterpret_cast<const char*>(e + 2);
      rx->nameStrs[group] = StringData::makeStatic(rx->names[group]);
    }
  }
  tl_cache.insert(pattern, rx);
  return rx;
}

/// compile() of a pattern string, found by address when it is static. The
/// result is the cache's own: valid until the next pattern is compiled, so
/// only for callers that run no PHP code while they use it.
const Regex* compileString(const StringData* pattern, const char* fn) {
  RegexCache& c = tl_cache;
  if (!pattern->isStatic()) {
    if (const CacheEntry* e = c.find(pattern->view())) return e->rx.get();
    return compile(pattern->view(), fn).get();
  }
  if (const CacheEntry* e = c.findStatic(pattern)) return e->rx.get();
  const CacheEntry* e = c.find(pattern->view());
  if (!e) {
    if (!compile(pattern->view(), fn)) return nullptr;
    e = c.justInserted(pattern->view());
    if (!e) return nullptr;
  }
  c.noteStatic(pattern, e);
  return e->rx.get();
}

/// One match attempt; returns the number of filled groups (0 = no match,
/// <0 = error recorded in tl_lastError).
int matchAt(const Regex& rx, std::string_view subject, size_t offset, pcre2_match_data* md, uint32_t extraOpts = 0) {
  // Straight into the JIT's code when pcre2_match would only dispatch there
  // (as php does): no match-time ANCHORED (the JIT ignores it) and no UTF
  // check left to make.
  int rc = rx.jitted && !(extraOpts & PCRE2_ANCHORED) && (!rx.utf || (extraOpts & PCRE2_NO_UTF_CHECK))
               ? pcre2_jit_match(rx.code, reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(), offset,
                                 extraOpts & ~PCRE2_NO_UTF_CHECK, md, tl_pcre.context())
               : pcre2_match(rx.code, reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(), offset,
                             extraOpts, md, tl_pcre.context());
  if (rc == PCRE2_ERROR_NOMATCH) return 0;
  if (rc < 0) {
    switch (rc) {
      case PCRE2_ERROR_MATCHLIMIT: tl_lastError = kBacktrackLimit; break;
      case PCRE2_ERROR_JIT_STACKLIMIT: tl_lastError = kJitStackLimit; break;
      case PCRE2_ERROR_DEPTHLIMIT: tl_lastError = kRecursionLimit; break;
      case PCRE2_ERROR_BADUTFOFFSET: tl_lastError = kBadUtf8Offset; break;
      default: tl_lastError = rc <= PCRE2_ERROR_UTF8_ERR1 && rc >= PCRE2_ERROR_UTF8_ERR21 ? kBadUtf8 : kInternalError;
    }
    return -1;
  }
  return rc == 0 ? int(rx.captureCount + 1) : rc;
}

/// PCRE2_NO_UTF_CHECK for a subject known to be valid UTF-8 (php's
/// IS_STR_VALID_UTF8) when the offset starts a character, else 0 (the match
/// checks the subject, and reports the error or a bad offset). A subject not
/// yet known is checked here, faster than pcre2_match's own check (ASCII
/// eight bytes at a time), and marked: a valid one then goes straight to the
/// JIT's code; an invalid one to pcre2_match, which finds what php reports.
uint32_t knownUtf8(const Regex& rx, StringData* subject, size_t offset) {
  if (!rx.utf || !subject) return 0;
  if (!subject->knownUtf8()) {
    if (!isValidUtf8(subject->view())) return 0;
    subject->markUtf8();
  }
  if (offset < subject->size() && (subject->data()[offset] & 0xC0) == 0x80) return 0;
  return PCRE2_NO_UTF_CHECK;
}

/// After a match that checked the whole subject (from offset 0) and did not
/// fail: the subject is valid UTF-8, and later matches skip the check.
void noteUtf8(const Regex& rx, StringData* subject, size_t offset, uint32_t opts, int filled) {
  if (rx.utf && subject && offset == 0 && !(opts & PCRE2_NO_UTF_CHECK) && filled >= 0) subject->markUtf8();
}

/// A string argument as a StringData reference of our own: the string itself
/// when it is one (no copy), else its conversion.
StringData* ownString(const TypedValue& v) {
  const TypedValue& d = *tvDeref(&v);
  if (d.isString()) {
    d.m_data.pstr->incRef();
    return d.m_data.pstr;
  }
  return StringData::make(toStdString(d));
}

TypedValue groupValue(std::string_view subject, PCRE2_SIZE* ov, uint32_t g, int filled, int64_t flags) {
  bool matched = int(g) < filled && ov[2 * g] != PCRE2_UNSET;
  TypedValue s = matched ? makeStringNoIncRef(StringData::make(subject.substr(ov[2 * g], ov[2 * g + 1] - ov[2 * g])))
                         : ((flags & kUnmatchedAsNull) ? makeNull() : makeStringNoIncRef(StringData::empty()));
  if (!(flags & kOffsetCapture)) return s;
  ArrayData* pair = ArrayData::makePacked(2);
  ArrayData::append(pair, s);
  ArrayData::append(pair, makeInt(matched ? int64_t(ov[2 * g]) : -1));
  return makeArrayNoIncRef(pair);
}

/// The groups of one match as php's preg_match builds them.
/// `mark`: the last (*MARK:NAME) the match passed, added as "MARK" as php does.
ArrayData* matchArray(const Regex& rx, std::string_view subject, PCRE2_SIZE* ov, int filled, int64_t flags, bool trimTrailing,
                      PCRE2_SPTR mark = nullptr) {
  uint32_t last = rx.captureCount;
  if (trimTrailing && !(flags & kUnmatchedAsNull)) {
    last = uint32_t(filled - 1);
  }
  bool named = false;
  for (uint32_t g = 0; g <= last && !named; ++g) named = rx.nameStrs[g] != nullptr;
  if (!named && !mark) {
    // Groups 0..last only: a packed array, as php makes it.
    ArrayData* r = ArrayData::makePacked(last + 1);
    for (uint32_t g = 0; g <= last; ++g) ArrayData::append(r, groupValue(subject, ov, g, filled, flags));
    return r;
  }
  ArrayData* r = ArrayData::makeHash(rx.captureCount + 1);
  for (uint32_t g = 0; g <= last; ++g) {
    if (StringData* n = rx.nameStrs[g]) ArrayData::setStr(r, n, groupValue(subject, ov, g, filled, flags));
    ArrayData::setInt(r, g, groupValue(subject, ov, g, filled, flags));
  }
  if (mark) {
    StringData* k = StringData::make("MARK");
    ArrayData::setStr(r, k, makeStringNoIncRef(StringData::make(reinterpret_cast<const char*>(mark))));
    k->decRef();
  }
  return r;
}

/// The thread's match data when no other match is using it (32 pairs or
/// what the pattern needs), else one of its own.
struct MatchData {
  pcre2_match_data* md;
  bool own;
  explicit MatchData(const Regex& rx) {
    PcreThread& t = tl_pcre;
    uint32_t need = rx.captureCount + 1;
    own = t.mdBusy;
    if (own) {
      md = pcre2_match_data_create(need, nullptr);
      return;
    }
    if (t.mdPairs < need) {
      if (t.md) pcre2_match_data_free(t.md);
      t.mdPairs = std::max<uint32_t>(need, 32);
      t.md = pcre2_match_data_create(t.mdPairs, nullptr);
    }
    t.mdBusy = true;
    md = t.md;
  }
  ~MatchData() {
    if (own) pcre2_match_data_free(md);
    else tl_pcre.mdBusy = false;
  }
  MatchData(const MatchData&) = delete;
  MatchData& operator=(const MatchData&) = delete;
};

void f_preg_match(NativeArgs& a) {
  tl_lastError = kNoError;
  // Nothing below runs PHP code while the pattern is in use: the cache's own.
  const Regex* rx = compileString(a.str(0), "preg_match");
  if (!rx) {
    tl_lastError = kInternalError;
    a.retBool(false);
    return;
  }
  std::string_view subject = a.sv(1);
  int64_t flags = a.i64Or(3, 0);
  int64_t offset = a.i64Or(4, 0);
  if (offset < 0) offset = std::max<int64_t>(0, int64_t(subject.size()) + offset);
  if (offset > int64_t(subject.size())) {
    tl_lastError = kInternalError;
    a.retBool(false);
    return;
  }
  MatchData m(*rx);
  uint32_t checked = knownUtf8(*rx, a.str(1), size_t(offset));
  int filled = matchAt(*rx, subject, size_t(offset), m.md, checked);
  noteUtf8(*rx, a.str(1), size_t(offset), checked, filled);
  if (filled < 0) {
    a.retBool(false);
    return;
  }
  if (a.has(2)) {
    ArrayData* groups = filled ? matchArray(*rx, subject, pcre2_get_ovector_pointer(m.md), filled, flags, true,
                                            pcre2_get_mark(m.md))
                               : ArrayData::empty();
    tvAssignMove(a.ref(2), makeArrayNoIncRef(groups));
  }
  a.retInt(filled ? 1 : 0);
}

/// Finds every match from the start, calling fn(ovector, filled) — or
/// fn(ovector, filled, mark) — for each.
/// `subjectStr`: the subject's string when there is one, to skip (or record) the UTF-8 check.
/// The length of the character at pos: one byte, or a UTF-8 sequence under /u.
size_t charLenAt(const Regex& rx, std::string_view subject, size_t pos) {
  size_t step = 1;
  if (rx.utf)
    while (pos + step < subject.size() && (subject[pos + step] & 0xC0) == 0x80) ++step;
  return step;
}

template <class F>
int64_t forEachMatch(const Regex& rx, std::string_view subject, StringData* subjectStr, size_t offset, F&& fn) {
  MatchData m(rx);
  int64_t count = 0;
  size_t pos = offset;
  uint32_t opts = 0;
  // PCRE2_NO_UTF_CHECK once the first attempt has checked the subject
  uint32_t checked = knownUtf8(rx, subjectStr, offset);
  bool first = true;
  while (pos <= subject.size()) {
    if (opts && rx.emptyOnly) {
      // The retry for a non-empty match where the last one was empty: an
      // empty pattern has none.
      opts = 0;
      pos += charLenAt(rx, subject, pos);
      continue;
    }
    int filled = matchAt(rx, subject, pos, m.md, opts | checked);
    if (first) {
      noteUtf8(rx, subjectStr, pos, opts | checked, filled);
      first = false;
    }
    if (filled < 0) return -1;
    checked = PCRE2_NO_UTF_CHECK;
    if (filled == 0) {
      if (opts) {
        // An empty match failed at pos: advance one character and retry normally.
        opts = 0;
        pos += charLenAt(rx, subject, pos);
        continue;
      }
      break;
    }
    PCRE2_SIZE* ov = pcre2_get_ovector_pointer(m.md);
    ++count;
    if constexpr (std::is_invocable_v<F, PCRE2_SIZE*, int, PCRE2_SPTR>) {
      if (!fn(ov, filled, pcre2_get_mark(m.md))) break;
    } else {
      if (!fn(ov, filled)) break;
    }
    if (ov[1] == ov[0]) {
      // Empty match: try a non-empty match at the same place next.
      opts = PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED;
      pos = ov[1];
      continue;
    }
    opts = 0;
    pos = ov[1];
  }
  return count;
}

void f_preg_match_all(NativeArgs& a) {
  tl_lastError = kNoError;
  // Nothing below runs PHP code while the pattern is in use: the cache's own
  // (found by address for a literal, as preg_match's).
  const Regex* rx = compileString(a.str(0), "preg_match_all");
  if (!rx) {
    a.retBool(false);
    return;
  }
  std::string_view subject = a.sv(1);
  int64_t flags = a.i64Or(3, 0);
  if (!(flags & (kPatternOrder | kSetOrder))) flags |= kPatternOrder;
  int64_t offset = a.i64Or(4, 0);
  if (offset < 0) offset = std::max<int64_t>(0, int64_t(subject.size()) + offset);
  uint32_t ng = rx->captureCount + 1;
  std::vector<ArrayData*> cols;
  ArrayData* sets = nullptr;
  if (flags & kPatternOrder) {
    for (uint32_t g = 0; g < ng; ++g) cols.push_back(ArrayData::makePacked(4));
  } else {
    sets = ArrayData::makePacked(4);
  }
  ArrayData* marks = nullptr;   // pattern order: "MARK" => [match index => name]
  int64_t index = 0;
  int64_t n = forEachMatch(*rx, subject, a.str(1), size_t(offset), [&](PCRE2_SIZE* ov, int filled, PCRE2_SPTR mark) {
    if (flags & kPatternOrder) {
      for (uint32_t g = 0; g < ng; ++g) ArrayData::append(cols[g], groupValue(subject, ov, g, filled, flags));
      if (mark) {
        if (!marks) marks = ArrayData::makeHash(4);
        ArrayData::setInt(marks, index, makeStringNoIncRef(StringData::make(reinterpret_cast<const char*>(mark))));
      }
    } else {
      ArrayData::append(sets, makeArrayNoIncRef(matchArray(*rx, subject, ov, filled, flags, true, mark)));
    }
    ++index;
    return true;
  });
  if (a.has(2)) {
    ArrayData* r;
    if (flags & kPatternOrder) {
      r = ArrayData::makeHash(ng);
      for (uint32_t g = 0; g < ng; ++g) {
        if (StringData* nm = rx->nameStrs[g]) {
          cols[g]->incRef();
          ArrayData::setStr(r, nm, makeArrayNoIncRef(cols[g]));
        }
        ArrayData::setInt(r, g, makeArrayNoIncRef(cols[g]));
      }
      if (marks) {
        StringData* k = StringData::make("MARK");
        ArrayData::setStr(r, k, makeArrayNoIncRef(marks));
        k->decRef();
        marks = nullptr;
      }
    } else {
      r = sets;
    }
    tvAssignMove(a.ref(2), makeArrayNoIncRef(r));
  } else {
    for (ArrayData* c : cols) c->decRef();
    if (sets) sets->decRef();
    if (marks) marks->decRef();
  }
  if (n < 0) a.retBool(false);
  else a.retInt(n);
}

/// Expands $n, ${n} and \n in a replacement string.
void appendReplacement(std::string& out, std::string_view repl, std::string_view subject, PCRE2_SIZE* ov, int filled) {
  for (size_t i = 0; i < repl.size(); ++i) {
    char c = repl[i];
    if ((c == '$' || c == '\\') && i + 1 < repl.size()) {
      size_t j = i + 1;
      bool braced = c == '$' && repl[j] == '{';
      if (braced) ++j;
      if (j < repl.size() && isdigit((unsigned char)repl[j])) {
        int g = repl[j] - '0';
        ++j;
        if (j < repl.size() && isdigit((unsigned char)repl[j])) {
          g = g * 10 + (repl[j] - '0');
          ++j;
        }
        if (braced) {
          if (j < repl.size() && repl[j] == '}') ++j;
          else {
            out += c;
            continue;
          }
        }
        if (g < filled && ov[2 * g] != PCRE2_UNSET) out.append(subject.substr(ov[2 * g], ov[2 * g + 1] - ov[2 * g]));
        i = j - 1;
        continue;
      }
      if (c == '\\' && repl[i + 1] == '\\') {
        out += '\\';
        ++i;
        continue;
      }
    }
    out += c;
  }
}

/// Replaces in one subject; `cb` (when set) computes each replacement.
bool replaceOne(const Regex& rx, StringData* subjectStr, std::string_view repl, const ResolvedCallable* cb,
                int64_t limit, int64_t& count, std::string& out, int64_t flags) {
  std::string_view subject = subjectStr->view();
  size_t last = 0;
  int64_t before = count;
  int64_t n = forEachMatch(rx, subject, subjectStr, 0, [&](PCRE2_SIZE* ov, int filled, PCRE2_SPTR mark) {
    if (limit >= 0 && count >= limit) return false;
    out.append(subject.substr(last, ov[0] - last));
    if (cb) {
      ArrayData* groups = matchArray(rx, subject, ov, filled, flags, true, mark);
      TypedValue arg = makeArrayNoIncRef(groups);
      TypedValue r = invokeResolved(*cb, &arg, 1);
      tvDecRef(arg);
      appendToString(out, r);
      tvDecRef(r);
    } else {
      appendReplacement(out, repl, subject, ov, filled);
    }
    checkNativeBuffer(out.size());   // the result counts against memory_limit as it grows
    last = ov[1];
    ++count;
    return !(limit >= 0 && count >= limit);
  });
  if (n < 0) return false;
  if (count != before) out.append(subject.substr(last));   // else the caller keeps the subject
  return true;
}

/// One replacement pass over `subject` (an owned reference, replaced by the
/// result when something matched: php returns the subject itself when
/// nothing did). False on a matching error.
bool replaceInto(const Regex& rx, StringData*& subject, std::string_view repl, const ResolvedCallable* cb,
                 int64_t limit, int64_t& count, int64_t flags) {
  std::string out;
  int64_t before = count;
  if (!replaceOne(rx, subject, repl, cb, limit, count, out, flags)) return false;
  if (count != before) {
    StringData* r = StringData::make(out);
    subject->decRef();
    subject = r;
  }
  return true;
}

TypedValue replaceSubject(NativeArgs& a, const TypedValue& subjectTv, const ResolvedCallable* cb, int64_t limit,
                          int64_t& count, int64_t flags) {
  StringData* subject = ownString(subjectTv);
  const TypedValue& pat = a.arg(0);
  const char* fn = a.func->name->data();
  if (pat.isArray()) {
    const TypedValue* repl = cb ? nullptr : &a.arg(1);
    uint32_t rp = repl && repl->isArray() ? repl->m_data.parr->iterBegin() : 0;
    bool failed = false;
    forEachElem(pat.m_data.parr, [&](const TypedValue&, const TypedValue& p) {
      std::string r;
      if (repl) {
        if (repl->isArray()) {
          if (repl->m_data.parr->iterValid(rp)) {
            r = toStdString(*repl->m_data.parr->iterValue(rp));
            rp = repl->m_data.parr->iterAdvance(rp);
          }
        } else {
          r = toStdString(*repl);
        }
      }
      auto rx = compile(toStdString(p), fn);
      if (!rx) {
        failed = true;
        return false;
      }
      if (!replaceInto(*rx, subject, r, cb, limit, count, flags)) {
        failed = true;
        return false;
      }
      return true;
    });
    if (failed) {
      subject->decRef();
      return makeNull();
    }
    return makeStringNoIncRef(subject);
  }
  // Without a callback no PHP code runs while the pattern is in use, so the
  // cache's own Regex will do (found by address for a literal, as
  // preg_match's); a callback may compile patterns that evict it: hold it.
  std::shared_ptr<Regex> held;
  const Regex* rx;
  if (pat.isString() && !cb) {
    rx = compileString(pat.m_data.pstr, fn);
  } else {
    held = pat.isString() ? compile(pat.m_data.pstr->view(), fn) : compile(toStdString(pat), fn);
    rx = held.get();
  }
  if (!rx) {
    subject->decRef();
    return makeNull();
  }
  StringData* r = cb ? nullptr : ownString(a.arg(1));
  bool ok = replaceInto(*rx, subject, r ? r->view() : std::string_view(), cb, limit, count, flags);
  if (r) r->decRef();
  if (!ok) {
    subject->decRef();
    return makeNull();
  }
  return makeStringNoIncRef(subject);
}

void pregReplaceImpl(NativeArgs& a, bool callback, bool filter = false) {
  tl_lastError = kNoError;
  if (!callback && a.arg(1).isArray() && !a.arg(0).isArray())
    throwError(ErrorKind::TypeError, "preg_replace(): Argument #1 ($pattern) must be of type array when argument #2 ($replacement) is an array, string given");
  ResolvedCallable rc;
  if (callback) {
    std::string err;
    if (!resolveCallable(a.argv[1], rc, &err, currentScope()))
      throwErrorF(ErrorKind::TypeError, "preg_replace_callback(): Argument #2 ($callback) must be a valid callback, %s", err.c_str());
  }
  int64_t limit = a.i64Or(3, -1);
  int64_t count = 0;
  int64_t flags = callback ? a.i64Or(5, 0) : 0;
  const TypedValue& subject = a.arg(2);
  if (subject.isArray()) {
    ArrayData* r = ArrayData::makeHash(subject.m_data.parr->size());
    forEachElem(subject.m_data.parr, [&](const TypedValue& k, const TypedValue& v) {
      int64_t before = count;
      TypedValue res = replaceSubject(a, v, callback ? &rc : nullptr, limit, count, flags);
      // preg_filter(): only the subjects something matched in.
      if (filter && count == before) {
        tvDecRef(res);
        return;
      }
      if (!res.isNull()) ArrayData::set(r, keyOf(k), res);
    });
    a.retArray(r);
  } else {
    TypedValue res = replaceSubject(a, subject, callback ? &rc : nullptr, limit, count, flags);
    if (filter && count == 0) {
      tvDecRef(res);
      res = makeNull();
    }
    a.retValue(res);
  }
  if (a.has(4)) tvAssignMove(a.ref(4), makeInt(count));
}

void f_preg_replace(NativeArgs& a) { pregReplaceImpl(a, false); }
void f_preg_filter(NativeArgs& a) { pregReplaceImpl(a, false, true); }
void f_preg_replace_callback(NativeArgs& a) { pregReplaceImpl(a, true); }

/// preg_replace_callback_array(): each pattern with its callback in turn, on
/// each subject (a subject a pattern fails on is dropped).
void f_preg_replace_callback_array(NativeArgs& a) {
  tl_lastError = kNoError;
  const ArrayData* map = a.arg(0).m_data.parr;
  std::vector<std::pair<std::string, ResolvedCallable>> steps;
  bool ok = true;
  forEachElem(map, [&](const TypedValue& k, const TypedValue& cb) {
    ResolvedCallable rc;
    if (!resolveCallable(cb, rc, nullptr, currentScope())) {
      ok = false;
      return false;
    }
    steps.emplace_back(toStdString(k), std::move(rc));
    return true;
  });
  if (!ok)
    throwError(ErrorKind::TypeError, "preg_replace_callback_array(): Argument #1 ($pattern) must contain only valid callbacks");
  int64_t limit = a.i64Or(2, -1);
  int64_t flags = a.i64Or(4, 0);
  int64_t count = 0;
  auto one = [&](const TypedValue& subjectTv) -> TypedValue {
    StringData* subject = ownString(subjectTv);
    for (auto& [pattern, rc] : steps) {
      auto rx = compile(pattern, "preg_replace_callback_array");
      if (!rx || !replaceInto(*rx, subject, "", &rc, limit, count, flags)) {
        subject->decRef();
        return makeNull();
      }
    }
    return makeStringNoIncRef(subject);
  };
  const TypedValue& subject = a.arg(1);
  if (subject.isArray()) {
    ArrayData* r = ArrayData::makeHash(subject.m_data.parr->size());
    forEachElem(subject.m_data.parr, [&](const TypedValue& k, const TypedValue& v) {
      TypedValue res = one(v);
      if (!res.isNull()) ArrayData::set(r, keyOf(k), res);
    });
    a.retArray(r);
  } else {
    a.retValue(one(subject));
  }
  if (a.has(3)) tvAssignMove(a.ref(3), makeInt(count));
}

void f_preg_split(NativeArgs& a) {
  tl_lastError = kNoError;
  // Nothing below runs PHP code while the pattern is in use: the cache's own.
  const Regex* rx = compileString(a.str(0), "preg_split");
  if (!rx) {
    a.retBool(false);
    return;
  }
  std::string_view subject = a.sv(1);
  int64_t limit = a.isNull(2) ? -1 : a.i64(2);
  if (limit == 0) limit = -1;
  int64_t flags = a.i64Or(3, 0);
  bool noEmpty = flags & kSplitNoEmpty;
  ArrayData* r = ArrayData::makePacked(8);
  auto add = [&](size_t start, size_t len) {
    if (noEmpty && len == 0) return;
    TypedValue piece = makeStringNoIncRef(StringData::make(subject.substr(start, len)));
    if (flags & kSplitOffsetCapture) {
      ArrayData* pair = ArrayData::makePacked(2);
      ArrayData::append(pair, piece);
      ArrayData::append(pair, makeInt(int64_t(start)));
      piece = makeArrayNoIncRef(pair);
    }
    ArrayData::append(r, piece);
  };
  // php's php_pcre_split_impl: an empty match makes a piece too (perl's /g:
  // then a non-empty match is tried at the same place, else one character on).
  size_t last = 0;
  size_t start = 0;
  MatchData m(*rx);
  uint32_t opts = 0;
  uint32_t checked = knownUtf8(*rx, a.str(1), 0);   // as in forEachMatch
  bool first = true;
  bool failed = false;
  while (limit == -1 || limit > 1) {
    // After an empty match, an empty pattern has no non-empty one to retry.
    int filled = opts && rx->emptyOnly ? 0 : matchAt(*rx, subject, start, m.md, opts | checked);
    if (first) {
      noteUtf8(*rx, a.str(1), start, opts | checked, filled);
      first = false;
    }
    if (filled < 0) {
      failed = true;
      break;
    }
    checked = PCRE2_NO_UTF_CHECK;
    if (filled == 0) {
      if (opts && start < subject.size()) {
        opts = 0;
        start += charLenAt(*rx, subject, start);
        continue;
      }
      break;
    }
    PCRE2_SIZE* ov = pcre2_get_ovector_pointer(m.md);
    if (ov[1] < ov[0]) break;
    if (!noEmpty || ov[0] != last) {
      add(last, ov[0] - last);
      if (limit != -1) --limit;
    }
    if (flags & kSplitDelimCapture) {
      for (int g = 1; g < filled; ++g) {
        if (ov[2 * g] == PCRE2_UNSET) {
          if (!noEmpty) add(0, 0);
          continue;
        }
        size_t len = ov[2 * g + 1] - ov[2 * g];
        if (!noEmpty || len > 0) add(ov[2 * g], len);
      }
    }
    start = last = ov[1];
    opts = ov[1] == ov[0] ? (PCRE2_NOTEMPTY_ATSTART | PCRE2_ANCHORED) : 0;
  }
  if (failed) {
    r->decRef();
    a.retBool(false);
    return;
  }
  if (!noEmpty || last < subject.size()) add(last, subject.size() - last);
  a.retArray(r);
}

void f_preg_quote(NativeArgs& a) {
  std::string_view s = a.sv(0);
  std::string_view d = a.svOr(1, "");
  std::string out;
  for (char c : s) {
    if (c == '\0') {
      out += "\\000";
      continue;
    }
    bool special = std::strchr(".\\+*?[^]$(){}=!<>|:-#", c) != nullptr;
    if (special || (!d.empty() && c == d[0])) out += '\\';
    out += c;
  }
  a.retString(out);
}

void f_preg_grep(NativeArgs& a) {
  auto rx = compile(a.sv(0), "preg_grep");
  if (!rx) {
    a.retBool(false);
    return;
  }
  bool invert = a.i64Or(2, 0) & 1;
  ArrayData* r = ArrayData::makeHash(8);
  MatchData m(*rx);
  forEachElem(a.arr(1), [&](const TypedValue& k, const TypedValue& v) {
    StringData* s = ownString(v);
    bool hit = matchAt(*rx, s->view(), 0, m.md) > 0;
    s->decRef();
    if (hit != invert) setCopy(r, k, v);
  });
  a.retArray(r);
}

void f_preg_last_error(NativeArgs& a) { a.retInt(tl_lastError); }

void f_preg_last_error_msg(NativeArgs& a) {
  static const char* kMsgs[] = {"No error", "Internal error", "Backtrack limit exhausted", "Recursion limit exhausted",
                                "Malformed UTF-8 characters, possibly incorrectly encoded",
                                "The offset did not correspond to the beginning of a valid UTF-8 code point",
                                "JIT stack limit exhausted"};
  a.retString(kMsgs[tl_lastError >= 0 && tl_lastError <= 6 ? tl_lastError : 1]);
}

const BuiltinDecl kPregBuiltins[] = {
    {"preg_match(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false", f_preg_match},
    {"preg_match_all(string $pattern, string $subject, &$matches = null, int $flags = 0, int $offset = 0): int|false", f_preg_match_all},
    {"preg_replace(string|array $pattern, string|array $replacement, string|array $subject, int $limit = -1, &$count = null): string|array|null", f_preg_replace},
    {"preg_replace_callback(string|array $pattern, callable $callback, string|array $subject, int $limit = -1, &$count = null, int $flags = 0): string|array|null", f_preg_replace_callback},
    {"preg_replace_callback_array(array $pattern, string|array $subject, int $limit = -1, &$count = null, int $flags = 0): string|array|null", f_preg_replace_callback_array},
    {"preg_filter(string|array $pattern, string|array $replacement, string|array $subject, int $limit = -1, &$count = null): string|array|null", f_preg_filter},
    {"preg_split(string $pattern, string $subject, int $limit = -1, int $flags = 0): array|false", f_preg_split},
    {"preg_quote(string $str, ?string $delimiter = null): string", f_preg_quote},
    {"preg_grep(string $pattern, array $array, int $flags = 0): array|false", f_preg_grep},
    {"preg_last_error(): int", f_preg_last_error},
    {"preg_last_error_msg(): string", f_preg_last_error_msg},
};
HOP_REGISTER_BUILTINS(kPregBuiltins);

const ConstantDecl kPregConstants[] = {
    {"PREG_PATTERN_ORDER", makeInt(1)},        {"PREG_SET_ORDER", makeInt(2)},
    {"PREG_OFFSET_CAPTURE", makeInt(256)},     {"PREG_UNMATCHED_AS_NULL", makeInt(512)},
    {"PREG_SPLIT_NO_EMPTY", makeInt(1)},       {"PREG_SPLIT_DELIM_CAPTURE", makeInt(2)},
    {"PREG_SPLIT_OFFSET_CAPTURE", makeInt(4)}, {"PREG_GREP_INVERT", makeInt(1)},
    {"PREG_NO_ERROR", makeInt(0)},             {"PREG_INTERNAL_ERROR", makeInt(1)},
    {"PREG_BACKTRACK_LIMIT_ERROR", makeInt(2)}, {"PREG_RECURSION_LIMIT_ERROR", makeInt(3)},
    {"PREG_BAD_UTF8_ERROR", makeInt(4)},       {"PREG_BAD_UTF8_OFFSET_ERROR", makeInt(5)},
    {"PREG_JIT_STACKLIMIT_ERROR", makeInt(6)}, {"PCRE_VERSION", makeStaticStringTv("10.42 2022-12-11")},
    {"PCRE_VERSION_MAJOR", makeInt(PCRE2_MAJOR)}, {"PCRE_VERSION_MINOR", makeInt(PCRE2_MINOR)},
};
HOP_REGISTER_CONSTANTS(kPregConstants);

} // namespace

} // namespace hop
