// meta-tags.cpp — get_meta_tags(): the name/content pairs of a file's
// <meta> tags, read up to </head> with php's small HTML tokenizer.
//
// The tokenizer reads the file like php's stream getc: at the end one read
// yields EOF (-1) before the stream reports end-of-file, and a NUL byte stops
// the scan. Names get their regex-unsafe characters replaced by '_' and are
// lowercased; keys are array keys ("12" becomes 12).
#include <cerrno>
#include <cstring>
#include <string>

#include "bytecode/func.h"
#include "runtime/array/array-key.h"
#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/string/string-data.h"

namespace hop {

bool readWholeFile(const std::string& path, std::string& out);  // file-functions.cpp

namespace {

enum class Tok { Eof, OpenTag, CloseTag, Slash, Equal, Space, Id, String, Other };

constexpr size_t kTokenMax = 8192;  // php's META_DEF_BUFSIZE

struct MetaTokenizer {
  std::string_view data;
  size_t pos = 0;
  bool eof = false;
  bool haveUnread = false;  // php's one-character push-back
  int unread = 0;
  bool inMeta = false;
  std::string token;

  int getc() {
    if (pos < data.size()) return static_cast<unsigned char>(data[pos++]);
    eof = true;
    return -1;
  }

  Tok next() {
    int ch = 0;
    while (haveUnread || (!eof && (ch = getc()) != 0)) {
      if (eof) break;
      if (haveUnread) {
        ch = unread;
        haveUnread = false;
      }
      switch (ch) {
        case '<': return Tok::OpenTag;
        case '>': return Tok::CloseTag;
        case '=': return Tok::Equal;
        case '/': return Tok::Slash;
        case '\'':
        case '"': {
          int quote = ch;
          token.clear();
          while (!eof && (ch = getc()) != 0 && ch != quote && ch != '<' && ch != '>') {
            token += char(ch);
            if (token.size() == kTokenMax) break;
          }
          if (ch == '<' || ch == '>') {  // it was an apostrophe
            haveUnread = true;
            unread = ch;
          }
          return Tok::String;
        }
        case '\n':
        case '\r':
        case '\t':
          break;
        case ' ':
          return Tok::Space;
        default:
          if (!isalnum(ch)) return Tok::Other;
          token.assign(1, char(ch));
          while (!eof && (ch = getc()) != 0 && (isalnum(ch) || (ch > 0 && std::strchr("-_.:", ch)))) {
            token += char(ch);
            if (token.size() == kTokenMax) break;
          }
          if (!isalpha(ch) && ch != '-') {
            haveUnread = true;
            unread = ch;
          }
          return Tok::Id;
      }
    }
    return Tok::Eof;
  }
};

bool equalsCi(std::string_view a, const char* b) { return a.size() == std::strlen(b) && strncasecmp(a.data(), b, a.size()) == 0; }

std::string safeName(std::string_view s) {
  // The name ends at a NUL as a C string would; unsafe characters become '_'.
  std::string r(s.substr(0, s.find('\0')));
  for (char& c : r) {
    if (std::strchr(".\\+*?[^]$() ", c)) c = '_';
    c = char(tolower(static_cast<unsigned char>(c)));
  }
  return r;
}

void f_get_meta_tags(NativeArgs& a) {
  std::string path(a.sv(0)), data;
  if (path.empty()) throwError(ErrorKind::ValueError, "Path cannot be empty");
  if (path.find('\0') != std::string::npos)
    throwError(ErrorKind::ValueError, "get_meta_tags(): Argument #1 ($filename) must not contain any null bytes");
  if (!readWholeFile(path, data)) {
    raiseWarning("get_meta_tags(%s): Failed to open stream: %s", path.c_str(), std::strerror(errno));
    a.retBool(false);
    return;
  }
  ArrayData* r = ArrayData::makeHash(4);
  MetaTokenizer md;
  md.data = data;
  bool inTag = false, lookingForValue = false, haveName = false, haveContent = false, sawName = false, sawContent = false;
  std::string name, value;
  Tok last = Tok::Eof, tok;
  auto takeValue = [&]() {
    if (sawName) {
      name = safeName(md.token);
      haveName = true;
    } else if (sawContent) {
      value = md.token;
      haveContent = true;
    }
    lookingForValue = false;
  };
  while ((tok = md.next()) != Tok::Eof) {
    if (tok == Tok::Id) {
      if (last == Tok::OpenTag) {
        md.inMeta = equalsCi(md.token, "meta");
      } else if (last == Tok::Slash && inTag) {
        if (equalsCi(md.token, "head")) break;  // done at </head>
      } else if (last == Tok::Equal && lookingForValue) {
        takeValue();
      } else if (md.inMeta) {
        if (equalsCi(md.token, "name")) {
          sawName = true;
          sawContent = false;
          lookingForValue = true;
        } else if (equalsCi(md.token, "content")) {
          sawName = false;
          sawContent = true;
          lookingForValue = true;
        }
      }
    } else if (tok == Tok::String && last == Tok::Equal && lookingForValue) {
      takeValue();
    } else if (tok == Tok::OpenTag) {
      if (lookingForValue) lookingForValue = haveName = sawName = haveContent = sawContent = false;
      inTag = true;
    } else if (tok == Tok::CloseTag) {
      if (haveName) {
        StringData* key = StringData::make(name);
        ArrayData::set(r, strToArrayKey(key), makeStringNoIncRef(StringData::make(haveContent ? value : "")));
        key->decRef();
      }
      name.clear();
      value.clear();
      inTag = lookingForValue = haveName = sawName = haveContent = sawContent = false;
      md.inMeta = false;
    }
    last = tok;
  }
  a.retArray(r);
}

const BuiltinDecl kMetaTagBuiltins[] = {
    {"get_meta_tags(string $filename, bool $use_include_path = false): array|false", f_get_meta_tags},
};
HOP_REGISTER_BUILTINS(kMetaTagBuiltins);

} // namespace

} // namespace hop
