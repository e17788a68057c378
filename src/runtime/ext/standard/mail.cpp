// mail.cpp — mail(): validates and builds the headers as php does, then pipes
// the message to the sendmail_path command (php's CLI behaviour: false when the
// command fails or is missing, the shell's complaint on stderr).
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstring>

#include <cstdio>
#include <string>

#include "runtime/base/errors.h"
#include "runtime/base/execution-context.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ops/conversions.h"
#include "runtime/ext/standard/mail.h"
#include "runtime/string/string-data.h"

namespace hop {

namespace {

/// to/subject: trailing whitespace goes, control characters become spaces
/// (a CRLF followed by a space or tab, a folded line, stays).
std::string cleanField(std::string_view in) {
  std::string s(in);
  while (!s.empty() && isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  for (size_t i = 0; i < s.size(); ++i) {
    if (!iscntrl(static_cast<unsigned char>(s[i]))) continue;
    if (s[i] == '\r' && i + 2 < s.size() && s[i + 1] == '\n' && (s[i + 2] == ' ' || s[i + 2] == '\t')) {
      i += 2;
      while (i + 1 < s.size() && (s[i + 1] == ' ' || s[i + 1] == '\t')) ++i;
      continue;
    }
    s[i] = ' ';
  }
  return s;
}

/// php_escape_shell_cmd (escapeshellcmd) for the additional parameters.
std::string escapeShellCmd(std::string_view s) {
  std::string out;
  const char* pending = nullptr;   // the matching quote ahead, while inside a quoted run
  for (size_t x = 0; x < s.size(); ++x) {
    char c = s[x];
    switch (c) {
      case '"':
      case '\'': {
        const char* here = s.data() + x;
        if (!pending) {
          const void* m = x + 1 < s.size() ? std::memchr(here + 1, c, s.size() - x - 1) : nullptr;
          if (m) pending = static_cast<const char*>(m);
          else out += '\\';
        } else if (*pending == c && pending == here) {
          pending = nullptr;
        } else {
          out += '\\';
        }
        out += c;
        break;
      }
      case '#': case '&': case ';': case '`': case '|': case '*': case '?': case '~': case '<': case '>': case '^':
      case '(': case ')': case '[': case ']': case '{': case '}': case '$': case '\\': case '\x0A': case '\xFF':
        out += '\\';
        out += c;
        break;
      default:
        out += c;
    }
  }
  return out;
}

void headerElem(std::string& s, StringData* key, std::string_view val) {
  for (char c : key->view()) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u < 33 || u > 126 || c == ':')
      throwErrorF(ErrorKind::ValueError, "Header name \"%s\" contains invalid characters", key->data());
  }
  for (size_t i = 0; i < val.size(); ++i) {
    if (val[i] == '\r') {
      if (val.size() - i >= 3 && val[i + 1] == '\n' && (val[i + 2] == ' ' || val[i + 2] == '\t')) {
        i += 2;
        continue;
      }
      if (i + 1 < val.size() && val[i + 1] == '\n')
        throwErrorF(ErrorKind::ValueError,
                    "Header \"%s\" contains CRLF characters that are used as a line separator and are not allowed in "
                    "the header",
                    key->data());
      throwErrorF(ErrorKind::ValueError, "Header \"%s\" contains CR character that is not allowed in the header",
                  key->data());
    }
    if (val[i] == '\n')
      throwErrorF(ErrorKind::ValueError, "Header \"%s\" contains LF character that is not allowed in the header",
                  key->data());
    if (val[i] == '\0')
      throwErrorF(ErrorKind::ValueError, "Header \"%s\" contains NULL character that is not allowed in the header",
                  key->data());
  }
  s.append(key->view());
  s += ": ";
  s.append(val);
  s += "\r\n";
}

/// php_mail_build_headers: "Name: value\r\n" lines from an array.
std::string buildHeaders(ArrayData* h) {
  static const char* const kSingle[] = {"orig-date", "from", "sender", "reply-to", "to", "cc", "bcc",
                                        "message-id", "in-reply-to", "references", "subject"};
  std::string s;
  for (uint32_t p = h->iterBegin(); h->iterValid(p); p = h->iterAdvance(p)) {
    TypedValue k = h->iterKey(p);
    if (!k.isString())
      throwErrorF(ErrorKind::TypeError, "Header name cannot be numeric, %lld given", (long long)k.m_data.num);
    StringData* key = k.m_data.pstr;
    const TypedValue& v = *tvDeref(h->iterValue(p));
    const char* single = nullptr;
    for (const char* n : kSingle)
      if (strcasecmp(key->data(), n) == 0 && key->size() == std::strlen(n)) single = n;
    if (v.isString()) {
      headerElem(s, key, v.m_data.pstr->view());
    } else if (v.isArray()) {
      if (single) throwErrorF(ErrorKind::TypeError, "Header \"%s\" must be of type string, array given", single);
      ArrayData* vals = v.m_data.parr;
      for (uint32_t q = vals->iterBegin(); vals->iterValid(q); q = vals->iterAdvance(q)) {
        const TypedValue& e = *tvDeref(vals->iterValue(q));
        if (e.isString()) headerElem(s, key, e.m_data.pstr->view());
      }
    } else {
      throwErrorF(ErrorKind::TypeError, "Header \"%s\" must be of type array|string, %s given", key->data(),
                  typeNameForMessage(v).c_str());
    }
  }
  if (s.size() >= 2) s.resize(s.size() - 2);
  return s;
}

/// php_mail_detect_multiple_crlf: an empty line, or a header starting with a newline.
bool multipleCrlf(std::string_view h) {
  if (h.empty()) return false;
  if (h[0] == '\r' || h[0] == '\n') return true;
  for (size_t i = 0; i < h.size(); ++i) {
    if (h[i] == '\r') {
      if (i + 1 < h.size() && h[i + 1] == '\n') {
        if (i + 2 >= h.size() || h[i + 2] == '\r' || h[i + 2] == '\n') return true;
        ++i;
      } else if (i + 1 >= h.size() || h[i + 1] == '\r' || h[i + 1] == '\n') {
        return true;
      }
    } else if (h[i] == '\n') {
      if (i + 1 >= h.size() || h[i + 1] == '\r' || h[i + 1] == '\n') return true;
    }
  }
  return false;
}

} // namespace

std::string mailHeadersFromArray(ArrayData* h) { return buildHeaders(h); }

bool phpMail(std::string_view toIn, std::string_view subjectIn, std::string_view messageIn, std::string headers,
             std::string_view params, const char* fn) {
  std::string to = cleanField(toIn);
  std::string subject = cleanField(subjectIn);
  std::string message(messageIn);
  for (std::string* f : {&to, &subject, &message, &headers})
    for (char& c : *f)
      if (c == '\0') c = ' ';
  const IniSettings& ini = ctx().ini;
  std::string extra;
  std::string forced = ini.get("mail.force_extra_parameters").value_or("");
  if (!forced.empty()) extra = escapeShellCmd(forced);
  else if (!params.empty()) extra = escapeShellCmd(params);

  if (IniSettings::parseBool(ini.get("mail.add_x_header").value_or("0"))) {
    std::string file;
    int line;
    currentFileAndLine(file, line);
    std::string base = file.substr(file.rfind('/') == std::string::npos ? 0 : file.rfind('/') + 1);
    std::string x = "X-PHP-Originating-Script: " + std::to_string(::getuid()) + ":" + base;
    headers = headers.empty() ? x : headers + "\r\n" + x;
  }
  if (!headers.empty() && multipleCrlf(headers)) {
    raiseWarning("%s(): Multiple or malformed newlines found in additional_header", fn);
    return false;
  }
  std::string sendmail = ini.get("sendmail_path").value_or("/usr/sbin/sendmail -t -i");
  if (sendmail.empty()) return false;
  std::string cmd = extra.empty() ? sendmail : sendmail + " " + extra;
  const char* sep = IniSettings::parseBool(ini.get("mail.mixed_lf_and_crlf").value_or("0")) ? "\n" : "\r\n";
  std::fflush(nullptr);
  ctx().output.flushStdout();   // what was printed comes before what the command prints
  FILE* p = ::popen(cmd.c_str(), "w");
  if (!p) {
    raiseWarning("%s(): Could not execute mail delivery program '%s'", fn, sendmail.c_str());
    return false;
  }
  std::string body = "To: " + to + sep + "Subject: " + subject + sep;
  if (!headers.empty()) body += headers + sep;
  body += sep + message + sep;
  // A command that exits without reading must not kill us with SIGPIPE.
  void (*oldPipe)(int) = std::signal(SIGPIPE, SIG_IGN);
  std::fwrite(body.data(), 1, body.size(), p);
  int status = ::pclose(p);
  std::signal(SIGPIPE, oldPipe);
  return status == 0;
}

namespace {

void f_mail(NativeArgs& a) {
  std::string headers;
  if (a.has(3)) {
    const TypedValue& h = a.arg(3);
    headers = h.isArray() ? buildHeaders(h.m_data.parr) : std::string(h.m_data.pstr->view());
  }
  a.retBool(phpMail(a.sv(0), a.sv(1), a.sv(2), std::move(headers), a.has(4) ? a.sv(4) : std::string_view(), "mail"));
}

const BuiltinDecl kMailBuiltins[] = {
    {"mail(string $to, string $subject, string $message, array|string $additional_headers = [], "
     "string $additional_params = \"\"): bool",
     f_mail},
};
HOP_REGISTER_BUILTINS(kMailBuiltins);

} // namespace

} // namespace hop
