// string-tokenize.cpp — splitting strings into pieces with php's rules:
// strtok (stateful across calls), str_getcsv (php_fgetcsv) and parse_str
// (query strings into nested arrays, as php fills $_GET).
#include <optional>
#include <string>
#include <vector>

#include "bytecode/func.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/array-util.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/heap/native-buffer.h"
#include "runtime/ops/conversions.h"
#include "runtime/string/string-data.h"

namespace hop {

/// php_fgetcsv on one buffer: the fields of a CSV record (a blank record is
/// one null field). `escape` < 0 means no escape character.
std::vector<std::optional<std::string>> parseCsvRecord(std::string_view buf, char delim, char enc, int escape);

namespace {

// --- strtok --------------------------------------------------------------------------------

/// The string strtok() walks and where the next call starts.
struct StrtokState {
  bool active = false;
  std::string str;
  size_t last = 0;
};

void f_strtok(NativeArgs& a) {
  StrtokState& st = ctx().builtinState<StrtokState>();
  std::string_view tok;
  if (a.isNull(1)) {
    tok = a.sv(0);   // one argument: it is the token list for the current string
  } else {
    st.active = true;
    st.str = std::string(a.sv(0));
    st.last = 0;
    tok = a.sv(1);
  }
  if (!st.active) {
    a.retBool(false);
    return;
  }
  size_t p = st.last, pe = st.str.size();
  if (p >= pe) {
    a.retBool(false);
    return;
  }
  bool delim[256] = {};
  for (unsigned char c : tok) delim[c] = true;
  auto isDelim = [&](size_t i) { return delim[static_cast<unsigned char>(i < pe ? st.str[i] : '\0')]; };
  size_t skipped = 0;
  // Leading delimiters; all delimiters means the end.
  while (isDelim(p)) {
    if (++p >= pe) {
      st.active = false;
      a.retBool(false);
      return;
    }
    ++skipped;
  }
  while (++p < pe)
    if (isDelim(p)) break;
  if (p - st.last) {
    a.retString(std::string_view(st.str).substr(st.last + skipped, p - st.last - skipped));
    st.last = p + 1;
  } else {
    st.active = false;
    a.retBool(false);
  }
}

// --- str_getcsv ----------------------------------------------------------------------------

void f_str_getcsv(NativeArgs& a) {
  char delim = a.has(1) && !a.sv(1).empty() ? a.sv(1)[0] : ',';
  char enc = a.has(2) && !a.sv(2).empty() ? a.sv(2)[0] : '"';
  int esc = '\\';
  if (a.has(3)) esc = a.sv(3).empty() ? -1 : static_cast<unsigned char>(a.sv(3)[0]);
  ArrayData* r = ArrayData::makePacked(4);
  for (auto& f : parseCsvRecord(a.sv(0), delim, enc, esc))
    ArrayData::append(r, f ? makeStringNoIncRef(StringData::make(*f)) : makeNull());
  a.retArray(r);
}

} // namespace

// --- parse_str (also php_register_variable for the server's request input) ------------------

std::string urlDecodePlus(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && isxdigit(static_cast<unsigned char>(s[i + 1])) &&
               isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += char(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

constexpr int kMaxInputNesting = 64;

/// The array at `key` of `table` (created, or replacing a non-array).
static ArrayData*& subArray(ArrayData*& table, std::optional<std::string> key) {
  TypedValue* slot;
  if (!key) {
    slot = ArrayData::lvalNew(table);
    if (!slot) return table;   // unreachable in practice: next key occupied
  } else {
    StringData* k = StringData::make(*key);
    slot = ArrayData::lval(table, strToArrayKey(k));
    k->decRef();
  }
  TypedValue& d = *tvDeref(slot);
  if (!d.isArray()) tvSetRawMove(d, makeArrayNoIncRef(ArrayData::makeHash(4)));
  else ArrayData::separate(d.m_data.parr);
  return d.m_data.parr;
}

void registerVariableTv(ArrayData*& table, std::string name, TypedValue v);

/// php_register_variable_ex: stores `value` under a name like "a[b][]".
void registerVariable(ArrayData*& table, std::string name, const std::string& value) {
  registerVariableTv(table, std::move(name), makeStringNoIncRef(StringData::make(value)));
}

/// The same for any value (the server's $_FILES entries); takes the reference.
void registerVariableTv(ArrayData*& table, std::string name, TypedValue v) {
  // Only up to a NUL byte, leading spaces dropped.
  name = name.substr(0, name.find('\0'));
  size_t start = name.find_first_not_of(' ');
  if (start == std::string::npos) {
    tvDecRef(v);
    return;
  }
  name = name.substr(start);
  // Spaces and dots become underscores in the base name.
  size_t bracket = std::string::npos;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] == ' ' || name[i] == '.') name[i] = '_';
    else if (name[i] == '[') {
      bracket = i;
      break;
    }
  }
  std::string base = name.substr(0, bracket);
  if (base.empty()) {
    tvDecRef(v);
    return;
  }
  std::optional<std::string> index = base;
  ArrayData** target = &table;
  if (bracket != std::string::npos) {
    size_t ip = bracket;
    int level = 0;
    for (;;) {
      if (++level > kMaxInputNesting) {
        StringData* k = StringData::make(base);
        ArrayData::remove(table, strToArrayKey(k));
        k->decRef();
        tvDecRef(v);
        return;
      }
      ++ip;   // after '['
      std::optional<std::string> next;
      if (ip < name.size() && name[ip] == ']') {
        next = std::nullopt;
      } else {
        size_t close = name.find(']', ip);
        if (close == std::string::npos) {
          // Not an index: the rest is part of a plain name ('[' and friends become '_').
          // (php rewrites the name in place: only at the first level does the
          // rest join the name; deeper, the index read so far stands.)
          std::string rest = name.substr(ip);
          for (char& c : rest)
            if (c == ' ' || c == '.' || c == '[') c = '_';
          if (level == 1) index = *index + "_" + rest;
          break;
        }
        next = name.substr(ip, close - ip);
        ip = close;
      }
      target = &subArray(*target, index);
      index = next;
      ++ip;   // after ']'
      if (ip < name.size() && name[ip] == '[') continue;
      break;
    }
  }
  if (!index) {
    if (!ArrayData::append(*target, v)) return;   // (append released v)
  } else {
    StringData* k = StringData::make(*index);
    ArrayData::set(*target, strToArrayKey(k), v);
    k->decRef();
  }
}

namespace {

void f_parse_str(NativeArgs& a) {
  std::string_view s = a.sv(0);
  s = s.substr(0, s.find('\0'));
  TypedValue& out = a.ref(1);
  tvSetRawMove(out, makeArrayNoIncRef(ArrayData::makeHash(8)));
  ArrayData*& table = out.m_data.parr;
  // Pairs are split at any of arg_separator.input's characters.
  std::string seps = ctx().ini.get("arg_separator.input").value_or("&");
  if (seps.empty()) seps = "&";
  int64_t maxVars = ctx().ini.getInt("max_input_vars");
  int64_t count = 0;
  size_t i = 0;
  while (i <= s.size()) {
    size_t amp = s.find_first_of(seps, i);
    if (amp == std::string_view::npos) amp = s.size();
    std::string_view pair = s.substr(i, amp - i);
    i = amp + 1;
    if (pair.empty()) continue;   // empty pieces are skipped, as strtok does
    if (++count > maxVars) {
      raiseWarning("parse_str(): Input variables exceeded %lld. To increase the limit change max_input_vars in php.ini.",
                   (long long)maxVars);
      break;
    }
    size_t eq = pair.find('=');
    std::string name = urlDecodePlus(pair.substr(0, eq));
    std::string value = eq == std::string_view::npos ? "" : urlDecodePlus(pair.substr(eq + 1));
    registerVariable(table, name, value);
  }
}

const BuiltinDecl kTokenizeBuiltins[] = {
    {"strtok(string $string, ?string $token = null): string|false", f_strtok},
    {"str_getcsv(string $string, string $separator = \",\", string $enclosure = \"\\\"\", string $escape = \"\\\\\"): array", f_str_getcsv},
    {"parse_str(string $string, &$result): void", f_parse_str},
};
HOP_REGISTER_BUILTINS(kTokenizeBuiltins);

} // namespace

// --- php_fgetcsv ---------------------------------------------------------------------------

namespace {

/// php_fgetcsv_lookup_trailing_spaces: the end of `s` without one final
/// "\r\n", "\n" or "\r".
size_t csvLineEnd(std::string_view s) {
  size_t n = s.size();
  if (n >= 2 && s[n - 2] == '\r' && s[n - 1] == '\n') return n - 2;
  if (n >= 1 && (s[n - 1] == '\n' || s[n - 1] == '\r')) return n - 1;
  return n;
}

} // namespace

std::vector<std::optional<std::string>> parseCsvRecord(std::string_view buf, char delim, char enc, int escape) {
  std::vector<std::optional<std::string>> fields;
  size_t limit = csvLineEnd(buf);
  size_t lineEnd = limit;
  std::string_view lineEndText = buf.substr(limit);
  auto at = [&](size_t i) { return i < buf.size() ? buf[i] : '\0'; };
  size_t b = 0;   // bptr
  bool firstField = true;
  size_t incLen;
  do {
    // The fields become PHP strings in an array: the list counts against memory_limit as it grows.
    checkNativeBuffer(fields.size() * sizeof(fields[0]));
    std::string field;
    incLen = b < limit ? 1 : 0;
    if (incLen == 1) {
      // Whitespace before an enclosure is skipped.
      size_t t = b;
      while (at(t) != delim && isspace(static_cast<unsigned char>(at(t)))) ++t;
      if (at(t) == enc) b = t;
    }
    if (firstField && b == lineEnd) {
      fields.push_back(std::nullopt);
      break;
    }
    firstField = false;
    if (incLen != 0 && at(b) == enc) {
      // An enclosed field: "" is a literal quote, the escape character
      // protects the next byte (and stays in the field).
      int state = 0;
      ++b;
      size_t hunk = b;
      for (;;) {
        if (incLen == 0) {
          if (state == 2) {
            field.append(buf.substr(hunk, b - hunk - 1));
            hunk = b;
            break;
          }
          if (state == 1) {
            field.append(buf.substr(hunk, b - hunk));
            hunk = b;
          }
          if (hunk != lineEnd) {
            field.append(buf.substr(hunk, b - hunk));
            hunk = b;
          }
          field.append(lineEndText);   // the record's line end is part of an open field
          break;
        }
        if (state == 1) {
          ++b;
          state = 0;
        } else if (state == 2) {
          if (at(b) != enc) {
            field.append(buf.substr(hunk, b - hunk - 1));
            hunk = b;
            break;
          }
          field.append(buf.substr(hunk, b - hunk));
          ++b;
          hunk = b;
          state = 0;
        } else {
          if (at(b) == enc) state = 2;
          else if (escape >= 0 && static_cast<unsigned char>(at(b)) == escape) state = 1;
          ++b;
        }
        incLen = b < limit ? 1 : 0;
      }
      // Anything after the closing enclosure, up to the delimiter, is kept.
      while (incLen != 0 && at(b) != delim) {
        ++b;
        incLen = b < limit ? 1 : 0;
      }
      field.append(buf.substr(hunk, b - hunk));
      b += incLen;
    } else {
      size_t hunk = b;
      while (incLen != 0 && at(b) != delim) {
        ++b;
        incLen = b < limit ? 1 : 0;
      }
      field.append(buf.substr(hunk, b - hunk));
      field.resize(csvLineEnd(field));
      if (at(b) == delim) ++b;
    }
    fields.push_back(std::move(field));
  } while (incLen > 0);
  return fields;
}

} // namespace hop
