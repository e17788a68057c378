// compiler.cpp — compileSource(): parse, then emit a Unit; errors come back
// with PHP's wording and line.
#include "compiler/compiler.h"

#include "compiler/emitter.h"
#include "parser/parser.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/heap/memory-manager.h"

namespace hop {

namespace {
ScriptFilter s_scriptFilter = nullptr;
ScriptEncodingKnown s_scriptEncodingKnown = nullptr;
} // namespace

void setScriptFilter(ScriptFilter f, ScriptEncodingKnown known) {
  s_scriptFilter = f;
  s_scriptEncodingKnown = known;
}

bool scriptEncodingKnown(std::string_view name) { return !s_scriptEncodingKnown || s_scriptEncodingKnown(name); }

std::variant<std::unique_ptr<Unit>, CompileError> compileSource(std::string_view source, const std::string& filePath,
                                                                 const CompileOptions& opts) {
  BuiltinRegistry::init();
  std::string converted;
  if (opts.multibyte && !opts.isEval && !opts.isSystemLib && s_scriptFilter && s_scriptFilter(source, converted))
    source = converted;
  parser::ParseOptions po;
  po.startInScripting = opts.isEval;
  po.skipShebang = !opts.isEval;
  po.shortOpenTag = opts.shortOpenTag;
  auto parsed = parser::parseFile(source, filePath, po);
  if (auto* e = std::get_if<parser::ParseError>(&parsed)) {
    return CompileError{e->message, e->line, !e->fatal};
  }
  const parser::ParsedFile& pf = *std::get<std::unique_ptr<parser::ParsedFile>>(parsed);
  // Static arrays are built on a request heap, then copied out as static; a
  // compile outside any request (lint, systemlib) brings its own.
  MemoryManager localHeap;
  std::unique_ptr<MemoryManager::Scope> scope;
  if (!tl_heap) scope = std::make_unique<MemoryManager::Scope>(localHeap);
  UnitEmitter ue(filePath, opts.isSystemLib);
  for (const parser::ParseWarning& w : pf.warnings)
    ue.unit().diagnostics.push_back({w.deprecation ? int(E_DEPRECATED) : int(E_WARNING), w.message, w.line});
  try {
    Emitter em(ue, pf, opts);
    em.emitFile();
  } catch (CompileFailure& f) {
    return CompileError{f.message, f.line, f.isParseError, std::move(ue.unit().diagnostics)};
  }
  std::unique_ptr<Unit> unit = ue.release();
  unit->haltCompilerOffset = pf.haltCompilerOffset;
  for (auto& f : unit->funcs) FuncRegistry::add(f.get());
  return unit;
}

} // namespace hop
