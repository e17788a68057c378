// session-serialize.cpp — session.serialize_handler's formats: php ("key|value" with one back-reference numbering), php_serialize, php_binary.
//
// The values are written and read by serialize()/unserialize() themselves:
// encoding serializes an array of the entries and cuts it into entries,
// decoding joins the entries into one array and unserializes that. The array
// is value number 1 of its serialization, the entries of php's session
// format start at 1, so back-references (R:n; r:n;) move by one each way.
#include <cstring>

#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/ext/session/session-internal.h"
#include "runtime/string/string-data.h"
#include "vm/callable.h"

namespace hop {

namespace {

/// The element itself (a reference stays one), with a new reference to it.
TypedValue rawCopy(const TypedValue& v) {
  TypedValue r = v;
  tvIncRef(r);
  return r;
}

TypedValue callNamed(const char* fn, TypedValue arg) {
  TypedValue f = makeStaticStringTv(fn);
  TypedValue r = callCallable(f, &arg, 1);
  return r;
}

/// serialize($vars) as a string.
std::string serializeArray(ArrayData* vars) {
  vars->incRef();
  TypedValue arg = makeArrayNoIncRef(vars);
  TypedValue r;
  try {
    r = callNamed("serialize", arg);
  } catch (...) {
    tvDecRef(arg);
    throw;
  }
  tvDecRef(arg);
  std::string out = r.isString() ? std::string(r.m_data.pstr->view()) : std::string();
  tvDecRef(r);
  return out;
}

/// unserialize($s) (null result when it fails: the caller tells by the type).
TypedValue unserializeString(std::string_view s, bool& ok) {
  TypedValue arg = makeStringNoIncRef(StringData::make(s));
  TypedValue r;
  try {
    r = callNamed("unserialize", arg);
  } catch (...) {
    tvDecRef(arg);
    throw;
  }
  tvDecRef(arg);
  ok = !(r.isBool() && !r.m_data.num) || s == "b:0;";
  return r;
}

bool readNumber(std::string_view s, size_t& i, int64_t& n, char end) {
  size_t start = i;
  bool neg = false;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
  n = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') n = n * 10 + (s[i++] - '0');
  if (neg) n = -n;
  if (i == start || i >= s.size() || s[i] != end) return false;
  ++i;
  return true;
}

/// Copies one serialized value from s[i] to `out`, its back-references moved
/// by `delta`; false when s[i..] is not a complete value.
bool copyValue(std::string_view s, size_t& i, std::string& out, int64_t delta, int depth = 0) {
  if (i + 1 >= s.size() || depth > 4096) return false;
  char t = s[i];
  size_t start = i;
  auto copyThrough = [&](char c) {
    size_t e = s.find(c, i);
    if (e == std::string_view::npos) return false;
    out.append(s.substr(start, e + 1 - start));
    i = e + 1;
    return true;
  };
  if (t == 'N') {
    if (s[i + 1] != ';') return false;
    out += "N;";
    i += 2;
    return true;
  }
  if (s[i + 1] != ':') return false;
  i += 2;
  int64_t n;
  switch (t) {
    case 'b':
    case 'i':
    case 'd': return copyThrough(';');
    case 'R':
    case 'r':
      if (!readNumber(s, i, n, ';')) return false;
      out += t;
      out += ':';
      out += std::to_string(n + delta);
      out += ';';
      return true;
    case 's':
    case 'E': {
      if (!readNumber(s, i, n, ':') || n < 0 || i + size_t(n) + 3 > s.size() || s[i] != '"') return false;
      if (s[i + 1 + size_t(n)] != '"' || s[i + 2 + size_t(n)] != ';') return false;
      i += size_t(n) + 3;
      out.append(s.substr(start, i - start));
      return true;
    }
    case 'a':
    case 'O':
    case 'C': {
      if (t != 'a') {   // the class name: len:"Name":
        if (!readNumber(s, i, n, ':') || n < 0 || i + size_t(n) + 3 > s.size() || s[i] != '"') return false;
        if (s[i + 1 + size_t(n)] != '"' || s[i + 2 + size_t(n)] != ':') return false;
        i += size_t(n) + 3;
      }
      if (!readNumber(s, i, n, ':') || n < 0 || i >= s.size() || s[i] != '{') return false;
      ++i;
      if (t == 'C') {   // Serializable: n bytes of its own
        if (i + size_t(n) >= s.size() || s[i + size_t(n)] != '}') return false;
        i += size_t(n) + 1;
        out.append(s.substr(start, i - start));
        return true;
      }
      out.append(s.substr(start, i - start));
      for (int64_t k = 0; k < n; ++k)
        if (!copyValue(s, i, out, delta, depth + 1) || !copyValue(s, i, out, delta, depth + 1)) return false;
      if (i >= s.size() || s[i] != '}') return false;
      out += '}';
      ++i;
      return true;
    }
    default: return false;
  }
}

/// The entries of `vars` with string keys (php skips the others, warning).
ArrayData* stringKeyed(ArrayData* vars, bool& fail, bool checkDelimiter) {
  ArrayData* out = ArrayData::makeHash(vars->size());
  for (uint32_t p = vars->iterBegin(); p != vars->iterEnd(); p = vars->iterAdvance(p)) {
    TypedValue k = vars->iterKey(p);
    if (!k.isString()) {
      sessionWarning("Skipping numeric key %lld", static_cast<long long>(k.m_data.num));
      continue;
    }
    if (checkDelimiter && std::memchr(k.m_data.pstr->data(), '|', k.m_data.pstr->size())) {
      fail = true;   // php 8.2 fails without a message
      break;
    }
    ArrayData::setRaw(out, ArrayKey::ofStr(k.m_data.pstr), rawCopy(*vars->iterValue(p)));
  }
  return out;
}

/// Cuts serialize()'s "a:N:{k v ...}" into (key, value) pairs, values renumbered by -1.
template <class Each> bool splitArray(std::string_view s, Each&& each) {
  size_t i = 0;
  int64_t n;
  if (s.substr(0, 2) != "a:") return false;
  i = 2;
  if (!readNumber(s, i, n, ':') || i >= s.size() || s[i] != '{') return false;
  ++i;
  for (int64_t k = 0; k < n; ++k) {
    std::string key, value;
    size_t ks = i;
    if (!copyValue(s, i, key, 0)) return false;
    // A string key: s:LEN:"..."; (stringKeyed left no other).
    size_t q = key.find('"');
    std::string name = key.substr(q + 1, key.size() - q - 3);
    (void)ks;
    if (!copyValue(s, i, value, -1)) return false;
    each(name, value);
  }
  return true;
}

void appendSerializedKey(std::string& out, std::string_view name) {
  out += "s:";
  out += std::to_string(name.size());
  out += ":\"";
  out.append(name);
  out += "\";";
}

/// Puts every element of `from` into `vars` (references stay references).
void mergeInto(ArrayData*& vars, ArrayData* from) {
  for (uint32_t p = from->iterBegin(); p != from->iterEnd(); p = from->iterAdvance(p)) {
    TypedValue k = from->iterKey(p);
    ArrayKey key = k.isString() ? ArrayKey::ofStr(k.m_data.pstr) : ArrayKey::ofInt(k.m_data.num);
    ArrayData::setRaw(vars, key, rawCopy(*from->iterValue(p)));
  }
}

} // namespace

bool sessionSerializerExists(std::string_view name) {
  return name == "php" || name == "php_serialize" || name == "php_binary";
}

std::optional<std::string> sessionEncode(const std::string& handler, ArrayData* vars) {
  if (handler == "php_serialize") return serializeArray(vars);
  bool fail = false;
  bool binary = handler == "php_binary";
  ArrayData* entries = stringKeyed(vars, fail, !binary);
  if (fail) {
    entries->decRef();
    return std::nullopt;
  }
  if (binary) {   // names longer than 127 bytes are left out
    ArrayData* kept = ArrayData::makeHash(entries->size());
    for (uint32_t p = entries->iterBegin(); p != entries->iterEnd(); p = entries->iterAdvance(p)) {
      TypedValue k = entries->iterKey(p);
      if (k.m_data.pstr->size() > 127) continue;
      ArrayData::setRaw(kept, ArrayKey::ofStr(k.m_data.pstr), rawCopy(*entries->iterValue(p)));
    }
    entries->decRef();
    entries = kept;
  }
  std::string whole;
  try {
    whole = serializeArray(entries);
  } catch (...) {
    entries->decRef();
    throw;
  }
  entries->decRef();
  std::string out;
  bool ok = splitArray(whole, [&](const std::string& name, const std::string& value) {
    if (binary) out += char(name.size());
    out += name;
    if (!binary) out += '|';
    out += value;
  });
  if (!ok) return std::nullopt;
  return out;
}

bool sessionDecode(const std::string& handler, std::string_view data, TypedValue& slot) {
  std::string whole;
  int64_t count = 0;
  if (handler == "php_serialize") {
    // Its shape is checked first, as for the other formats: unserialize()
    // would add a notice php's decoder does not give.
    size_t i = 0;
    std::string scratch;
    if (!data.empty() && !copyValue(data, i, scratch, 0)) {
      TypedValue old = slot;
      slot = makeArrayNoIncRef(ArrayData::makeHash(0));
      tvDecRef(old);
      return false;
    }
    whole = std::string(data.substr(0, i));
  } else {
    std::string body;
    bool binary = handler == "php_binary";
    size_t i = 0;
    while (i < data.size()) {
      std::string name;
      if (binary) {
        size_t len = static_cast<unsigned char>(data[i]) & 0x7f;
        if (i + 1 + len >= data.size()) return false;
        name = std::string(data.substr(i + 1, len));
        i += 1 + len;
      } else {
        size_t bar = data.find('|', i);
        if (bar == std::string_view::npos) return false;
        name = std::string(data.substr(i, bar - i));
        i = bar + 1;
      }
      appendSerializedKey(body, name);
      if (!copyValue(data, i, body, 1)) return false;
      ++count;
    }
    whole = "a:" + std::to_string(count) + ":{" + body + "}";
  }
  if (data.empty() && handler != "php_serialize") return true;
  bool ok;
  TypedValue r = unserializeString(whole, ok);
  if (handler == "php_serialize") {   // the decoded value replaces $_SESSION (an empty array when it fails)
    TypedValue old = slot;
    slot = ok ? r : makeArrayNoIncRef(ArrayData::makeHash(0));
    if (!ok) tvDecRef(r);
    tvDecRef(old);
    return ok || data.empty();
  }
  if (!ok || !r.isArray() || !slot.isArray()) {
    tvDecRef(r);
    return false;
  }
  mergeInto(slot.m_data.parr, r.m_data.parr);
  tvDecRef(r);
  return true;
}

} // namespace hop
