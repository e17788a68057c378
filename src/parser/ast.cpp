// ast.cpp — the AST's arena and name tables (see ast.h).
#include "parser/ast.h"

#include <cstdlib>
#include <cstring>

namespace hop::ast {

// --- Arena -------------------------------------------------------------------------------

namespace {
constexpr size_t kChunkSize = 64 * 1024;
}

Arena::~Arena() {
  Chunk* c = m_chunks;
  while (c) {
    Chunk* next = c->next;
    std::free(c);
    c = next;
  }
}

void* Arena::allocateSlow(size_t size, size_t align) {
  size_t need = size + align + sizeof(Chunk);
  size_t chunkSize = need > kChunkSize ? need : kChunkSize;
  Chunk* c = static_cast<Chunk*>(std::malloc(chunkSize));
  if (!c) std::abort();
  c->next = m_chunks;
  m_chunks = c;
  m_cur = reinterpret_cast<char*>(c) + sizeof(Chunk);
  m_end = reinterpret_cast<char*>(c) + chunkSize;
  uintptr_t aligned = (reinterpret_cast<uintptr_t>(m_cur) + align - 1) & ~(static_cast<uintptr_t>(align) - 1);
  m_cur = reinterpret_cast<char*>(aligned + size);
  m_used += size;
  return reinterpret_cast<void*>(aligned);
}

std::string_view Arena::copyString(std::string_view s) {
  if (s.empty()) return {};
  char* p = static_cast<char*>(allocate(s.size(), 1));
  std::memcpy(p, s.data(), s.size());
  return {p, s.size()};
}

// --- Names -------------------------------------------------------------------------------

bool Name::is(std::string_view lower) const {
  if (kind != NameKind::Unqualified || text.size() != lower.size()) return false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
    if (c != lower[i]) return false;
  }
  return true;
}

std::string_view exprKindName(ExprKind k) {
  static constexpr std::string_view kNames[] = {
#define HOP_AST_NAME(kind, type, doc) #kind,
      HOP_AST_EXPR_KINDS(HOP_AST_NAME)
#undef HOP_AST_NAME
  };
  return kNames[static_cast<int>(k)];
}

std::string_view stmtKindName(StmtKind k) {
  static constexpr std::string_view kNames[] = {
#define HOP_AST_NAME(kind, type, doc) #kind,
      HOP_AST_STMT_KINDS(HOP_AST_NAME)
#undef HOP_AST_NAME
  };
  return kNames[static_cast<int>(k)];
}

std::string_view binaryOpText(BinaryOp op) {
  static constexpr std::string_view kTexts[] = {
#define HOP_AST_TEXT(op, text) text,
      HOP_AST_BINARY_OPS(HOP_AST_TEXT)
#undef HOP_AST_TEXT
  };
  return kTexts[static_cast<int>(op)];
}

std::string_view castTypeName(CastType t) {
  switch (t) {
    case CastType::Int: return "int";
    case CastType::Float: return "float";
    case CastType::String: return "string";
    case CastType::Bool: return "bool";
    case CastType::Array: return "array";
    case CastType::Object: return "object";
    case CastType::Unset: return "unset";
  }
  return "?";
}

std::string_view magicKindName(MagicKind k) {
  switch (k) {
    case MagicKind::File: return "__FILE__";
    case MagicKind::Dir: return "__DIR__";
    case MagicKind::Class: return "__CLASS__";
    case MagicKind::Trait: return "__TRAIT__";
    case MagicKind::Function: return "__FUNCTION__";
    case MagicKind::Method: return "__METHOD__";
    case MagicKind::Namespace: return "__NAMESPACE__";
  }
  return "?";
}

} // namespace hop::ast
