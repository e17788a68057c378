// tokenizer.cpp — php's tokenizer module: token_get_all(), token_name(), the T_* constants and PhpToken's natives.
//
// Tokens come from HopVM's own lexer (parser/lexer.h) in its keepTrivia mode,
// which also returns whitespace, comments, open/close tags and inline HTML and
// does not stop at the errors php's scanner only raises while parsing.
// TOKEN_PARSE runs the parser first: a syntax error becomes a ParseError, and
// each keyword the grammar took as an identifier (a method named `list`, a
// named argument `class:`) is reported as T_STRING, as php's zend_lex_tstring.
#include <algorithm>
#include <array>
#include <string>
#include <unordered_map>
#include <vector>

#include "parser/lexer.h"
#include "parser/parser.h"
#include "runtime/array/array-data.h"
#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/class/class.h"
#include "runtime/ext/extension-registry.h"
#include "runtime/object/object-data.h"
#include "runtime/object/object-ops.h"
#include "runtime/string/string-data.h"
#include "vm/backtrace.h"
#include "vm/class-linker.h"

namespace hop {

HOP_REGISTER_EXTENSION("tokenizer");

namespace {

using parser::Token;
using parser::TokenKind;

struct TokenizerConst {
  const char* name;
  int value;
};

constexpr TokenizerConst kIds[] = {
#define HOP_TOKENIZER_CONST(name, value) {name, value},
#include "runtime/ext/tokenizer/tokenizer-ids.inc"
#undef HOP_TOKENIZER_CONST
};

const ConstantDecl kTokenizerConstants[] = {
#define HOP_TOKENIZER_CONST(name, value) {name, makeInt(value)},
#include "runtime/ext/tokenizer/tokenizer-ids.inc"
#undef HOP_TOKENIZER_CONST
};

constexpr int64_t kTokenParse = 1;

/// php's numeric id of each token kind: the character for one-character
/// tokens, else the value of the T_ constant of the same name.
int tokenId(TokenKind k) {
  static const std::array<int, parser::kNumTokenKinds> table = [] {
    std::unordered_map<std::string_view, int> byName;
    for (const TokenizerConst& c : kIds) byName.emplace(c.name, c.value);
    std::array<int, parser::kNumTokenKinds> t{};
    for (int i = 0; i < parser::kNumTokenKinds; ++i) {
      std::string_view name = parser::tokenPhpName(TokenKind(i));
      if (name.size() == 1) {
        t[i] = static_cast<unsigned char>(name[0]);
      } else {
        auto it = byName.find(name);
        t[i] = it == byName.end() ? -1 : it->second;
      }
    }
    // "&" is one of two named tokens in php 8.1+; the lexer's plain '&'
    // is AmpersandNotFollowedByVarOrVararg already.
    return t;
  }();
  return table[static_cast<int>(k)];
}

/// The name token_name() gives an id ("UNKNOWN" when none).
std::string_view idName(int64_t id) {
  static const std::unordered_map<int64_t, std::string_view> names = [] {
    std::unordered_map<int64_t, std::string_view> m;
    // The last constant of an id wins: T_DOUBLE_COLON over T_PAAMAYIM_NEKUDOTAYIM.
    for (const TokenizerConst& c : kIds)
      if (std::string_view(c.name).substr(0, 2) == "T_") m[c.value] = c.name;
    return m;
  }();
  auto it = names.find(id);
  return it == names.end() ? std::string_view("UNKNOWN") : it->second;
}

/// One token as the module reports it.
struct RawToken {
  int id;
  std::string_view text;
  int line;
  uint32_t pos;
};

/// A syntax error becomes a ParseError; the fatal errors php raises while
/// parsing (duplicate modifiers) a CompileError.
[[noreturn]] void throwParseError(const parser::ParseError& e) {
  ObjectData* ex = makeThrowable(e.fatal ? "CompileError" : "ParseError", e.message);
  bool acc;
  Class* cls = ex->cls();
  const Class* base = cls;
  while (base->parent) base = base->parent;
  int64_t fileSlot = cls->findProp("file", base, acc);
  int64_t lineSlot = cls->findProp("line", base, acc);
  if (fileSlot >= 0) tvSetRawMove(*ex->prop(uint32_t(fileSlot)), makeStringNoIncRef(StringData::make("")));
  if (lineSlot >= 0) tvSetRawMove(*ex->prop(uint32_t(lineSlot)), makeInt(e.line));
  throw PhpException{ex};
}

/// The tokens of `src`, as token_get_all($src, $flags) sees them.
std::vector<RawToken> tokenize(std::string_view src, int64_t flags) {
  std::vector<uint32_t> identOffsets;
  if (flags & kTokenParse) {
    parser::ParseOptions po;
    po.identifierOffsets = &identOffsets;
    po.shortOpenTag = ctx().ini.getBool("short_open_tag");
    auto r = parser::parseFile(src, "", po);
    // Errors of the compile proper (after the parse) do not happen here.
    if (auto* e = std::get_if<parser::ParseError>(&r); e && !e->afterParse) throwParseError(*e);
    std::sort(identOffsets.begin(), identOffsets.end());
  }
  parser::LexOptions lo;
  lo.keepTrivia = true;
  lo.shortOpenTag = ctx().ini.getBool("short_open_tag");
  parser::TokenStream ts = parser::lex(src, lo);
  std::vector<RawToken> out;
  out.reserve(ts.tokens.size());
  for (const Token& t : ts.tokens) {
    if (t.kind == TokenKind::End || t.kind == TokenKind::Error) break;
    TokenKind k = t.kind;
    if (!identOffsets.empty() && k != TokenKind::String &&
        std::binary_search(identOffsets.begin(), identOffsets.end(), t.offset))
      k = TokenKind::String;
    out.push_back({tokenId(k), src.substr(t.offset, t.length), t.line, t.offset});
  }
  return out;
}

/// A token's text: one byte is the shared one-character string (php's
/// ZSTR_CHAR), no allocation.
TypedValue tokenText(std::string_view text) {
  if (text.size() == 1) return makeStringNoIncRef(StringData::singleChar(static_cast<unsigned char>(text[0])));
  return makeStringNoIncRef(StringData::make(text));
}

/// Appends `v` (owned) to the packed array `a` made with room for it.
HOP_ALWAYS_INLINE void putPacked(ArrayData* a, TypedValue v) {
  TypedValue& d = a->packedData()[a->m_size];
  d.m_data = v.m_data;
  d.m_type = v.m_type;
  d.m_aux32 = 0;
  a->m_used = ++a->m_size;
  a->m_nextFree = int64_t(a->m_size);
}

// token_get_all(string $code, int $flags = 0): array
// The list and each [id, text, line] are packed arrays made at their size and
// filled in place (php-parser's lexer tokenizes every file it parses).
void f_token_get_all(NativeArgs& a) {
  std::vector<RawToken> toks = tokenize(a.sv(0), a.i64Or(1, 0));
  ArrayData* r = ArrayData::makePacked(uint32_t(toks.size()));
  for (const RawToken& t : toks) {
    if (t.id < 256) {
      putPacked(r, tokenText(t.text));
      continue;
    }
    ArrayData* tuple = ArrayData::makePacked(3);
    putPacked(tuple, makeInt(t.id));
    putPacked(tuple, tokenText(t.text));
    putPacked(tuple, makeInt(t.line));
    putPacked(r, makeArrayNoIncRef(tuple));
  }
  a.retArray(r);
}

// token_name(int $id): string
void f_token_name(NativeArgs& a) { a.retString(idName(a.i64(0))); }

/// PhpToken's four property slots (id, text, line, pos) in class `cls`.
std::array<int64_t, 4> phpTokenSlots(Class* cls) {
  Class* base = cls;
  while (base && base->name->view() != "PhpToken") base = base->parent;
  std::array<int64_t, 4> slots{};
  const char* names[] = {"id", "text", "line", "pos"};
  for (int i = 0; i < 4; ++i) {
    bool acc;
    slots[i] = cls->findProp(names[i], base, acc);
  }
  return slots;
}

// static PhpToken::tokenize(string $code, int $flags = 0): array
void f_PhpToken_tokenize(NativeArgs& a) {
  Class* cls = a.calledClass ? a.calledClass : a.func->cls;
  std::vector<RawToken> toks = tokenize(a.sv(0), a.i64Or(1, 0));
  checkInstantiable(cls);
  const std::array<int64_t, 4> slots = phpTokenSlots(cls);
  ArrayData* r = ArrayData::makePacked(uint32_t(toks.size()));
  try {
    for (const RawToken& t : toks) {
      ObjectData* o = instantiate(cls);
      TypedValue vals[4] = {makeInt(t.id), makeStringNoIncRef(StringData::make(t.text)), makeInt(t.line),
                            makeInt(int64_t(t.pos))};
      for (int i = 0; i < 4; ++i) {
        if (slots[i] >= 0) {
          tvSetRawMove(*o->prop(uint32_t(slots[i])), vals[i]);
        } else {
          tvDecRef(vals[i]);
        }
      }
      ArrayData::append(r, makeObjectNoIncRef(o));
    }
  } catch (...) {
    r->decRef();
    throw;
  }
  a.retArray(r);
}

const BuiltinDecl kTokenizerBuiltins[] = {
    {"token_get_all(string $code, int $flags = 0): array", f_token_get_all},
    {"token_name(int $id): string", f_token_name},
    {"PhpToken::tokenize", f_PhpToken_tokenize},
};

} // namespace

HOP_REGISTER_BUILTINS(kTokenizerBuiltins);
HOP_REGISTER_CONSTANTS(kTokenizerConstants);

} // namespace hop
