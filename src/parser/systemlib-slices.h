// systemlib-slices.h — where a systemlib file's classes are (the names its lines declare, and the byte
// range of each top-level declaration), computed at build time by tools/gen-systemlib-chunks.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hop::parser {

/// A class-like a systemlib file declares: its namespaced name and kind ('c'lass, 'i'nterface, 't'rait, 'e'num).
struct DeclaredClass {
  std::string name;
  char kind;
};

/// The class-likes a systemlib file declares, found without compiling it:
/// lines starting (after indentation) with [abstract|final|readonly]*
/// class|interface|trait|enum Name (with the current `namespace X;`).
std::vector<DeclaredClass> declaredClasses(std::string_view src);

/// declaredClasses' names alone.
std::vector<std::string> declaredClassNames(std::string_view src);

/// The top-level class-likes of a systemlib file as byte ranges, found with
/// the lexer; empty when the file holds anything else at the top level
/// (functions, constants, code, braced namespaces, use after a class): such
/// a file is compiled whole. `preambleEnd` is where the first declaration begins.
std::vector<std::pair<uint32_t, uint32_t>> sliceClassDecls(std::string_view src, uint32_t& preambleEnd);

/// One declaration a systemlib file can compile on its own.
struct SystemLibSlice {
  std::string lowerName;   // namespaced, lowercase
  uint32_t begin, end;     // the declaration's bytes (doc comment and attributes included)
  uint32_t preambleEnd;    // where the file's first declaration begins
};

/// sliceClassDecls' ranges that hold exactly one declaration as declaredClassNames sees it.
std::vector<SystemLibSlice> systemLibSlices(std::string_view src);

} // namespace hop::parser
