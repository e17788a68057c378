// mb-mail.cpp — mb_send_mail: mail() with the subject MIME-encoded and the body converted and
// transfer-encoded for mb_language()'s mail charset, plus the MIME headers.
#include <strings.h>

#include <string>

#include "runtime/base/errors.h"
#include "runtime/builtins/builtin-registry.h"
#include "runtime/builtins/native-args.h"
#include "runtime/ext/mbstring/mb-text.h"
#include "runtime/ext/standard/mail.h"
#include "runtime/string/base64.h"

namespace hop::mb {

namespace {

void noNul(std::string_view s, int arg, const char* name) {
  if (s.find('\0') != std::string_view::npos)
    throwErrorF(ErrorKind::ValueError, "mb_send_mail(): Argument #%d ($%s) must not contain any null bytes", arg, name);
}

/// Base64 in lines of 76 characters ended by CRLF (mbfl's base64 filter).
std::string base64Lines(std::string_view in) {
  std::string b = base64Encode(in);
  std::string out;
  for (size_t i = 0; i < b.size(); i += 76) {
    if (i) out += "\r\n";
    out.append(b, i, 76);
  }
  return out;
}

/// Quoted-printable with soft line breaks (mbfl's qprint filter).
std::string qprintLines(std::string_view in) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  size_t col = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(in[i]);
    if (c == '\r' && i + 1 < in.size() && in[i + 1] == '\n') {
      out += "\r\n";
      ++i;
      col = 0;
      continue;
    }
    if (c == '\n') {
      out += "\r\n";
      col = 0;
      continue;
    }
    bool plain = c >= 0x20 && c < 0x7F && c != '=';
    size_t w = plain ? 1 : 3;
    if (col + w > 75) {
      out += "=\r\n";
      col = 0;
    }
    if (plain) out += char(c);
    else {
      out += '=';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
    col += w;
  }
  return out;
}

/// A header's value in "Name: value" lines (case-insensitive name), or npos.
bool findHeader(const std::string& headers, const char* name, std::string& value) {
  size_t pos = 0;
  size_t n = strlen(name);
  while (pos <= headers.size()) {
    size_t eol = headers.find('\n', pos);
    std::string_view line(headers.data() + pos, (eol == std::string::npos ? headers.size() : eol) - pos);
    size_t colon = line.find(':');
    if (colon != std::string_view::npos) {
      std::string_view key = line.substr(0, colon);
      while (!key.empty() && (key.back() == ' ' || key.back() == '\t')) key.remove_suffix(1);
      if (key.size() == n && strncasecmp(key.data(), name, n) == 0) {
        std::string_view v = line.substr(colon + 1);
        while (!v.empty() && (v.front() == ' ' || v.front() == '\t')) v.remove_prefix(1);
        while (!v.empty() && (v.back() == '\r' || v.back() == ' ')) v.remove_suffix(1);
        value.assign(v);
        return true;
      }
    }
    if (eol == std::string::npos) break;
    pos = eol + 1;
  }
  return false;
}

void f_mb_send_mail(NativeArgs& a) {
  std::string_view to = a.sv(0), subject = a.sv(1), message = a.sv(2);
  noNul(to, 1, "to");
  noNul(subject, 2, "subject");
  noNul(message, 3, "message");
  std::string headers;
  if (a.has(3)) {
    const TypedValue& h = a.arg(3);
    if (h.isArray()) headers = mailHeadersFromArray(h.m_data.parr);
    else {
      headers.assign(h.m_data.pstr->view());
      noNul(headers, 4, "additional_headers");
    }
  }
  std::string_view params = a.isNull(4) ? std::string_view() : a.sv(4);
  noNul(params, 5, "additional_params");

  const char *charsetName, *headEncName, *bodyEncName;
  languageMailEncodings(charsetName, headEncName, bodyEncName);
  const Encoding* charset = findEncoding(charsetName);
  std::string bodyEnc = bodyEncName;
  std::string value;
  bool hasType = findHeader(headers, "Content-Type", value);
  if (hasType) {
    size_t cs = value.find("charset=");
    if (cs != std::string::npos) {
      std::string name = value.substr(cs + 8);
      size_t end = name.find_first_of("; \t\"");
      if (!name.empty() && name[0] == '"') name = name.substr(1, name.find('"', 1) - 1);
      else if (end != std::string::npos) name.resize(end);
      if (const Encoding* e = findEncoding(name)) charset = e;
    }
  }
  bool hasCte = findHeader(headers, "Content-Transfer-Encoding", value);
  if (hasCte) {
    if (strcasecmp(value.c_str(), "base64") == 0) bodyEnc = "BASE64";
    else if (strcasecmp(value.c_str(), "quoted-printable") == 0) bodyEnc = "Quoted-Printable";
    else if (strcasecmp(value.c_str(), "7bit") == 0) bodyEnc = "7bit";
    else if (strcasecmp(value.c_str(), "8bit") == 0) bodyEnc = "8bit";
  }
  bool hasMime = findHeader(headers, "MIME-Version", value);
  if (!charset) charset = utf8();
  const Encoding* internal = internalEncoding();

  std::string subj = encodeMimeHeader(subject, internal, charset, strcmp(headEncName, "BASE64") != 0, "\r\n", 29);
  std::string body = convert(message, charset, internal);
  if (bodyEnc == "BASE64") body = base64Lines(body);
  else if (bodyEnc == "Quoted-Printable") body = qprintLines(body);

  std::string hdr = headers;
  if (!hdr.empty() && hdr.back() != '\n') hdr += "\r\n";
  if (!hasMime) hdr += "MIME-Version: 1.0\r\n";
  if (!hasType) {
    hdr += "Content-Type: text/plain";
    hdr += "; charset=";
    hdr += charset->mime ? charset->mime : charset->name;
    hdr += "\r\n";
  }
  if (!hasCte) hdr += "Content-Transfer-Encoding: " + bodyEnc + "\r\n";
  while (!hdr.empty() && (hdr.back() == '\n' || hdr.back() == '\r')) hdr.pop_back();
  a.retBool(phpMail(to, subj, body, hdr, params, "mb_send_mail"));
}

const BuiltinDecl kMbMailBuiltins[] = {
    {"mb_send_mail(string $to, string $subject, string $message, array|string $additional_headers = [], "
     "?string $additional_params = null): bool",
     f_mb_send_mail},
};
HOP_REGISTER_BUILTINS(kMbMailBuiltins);

} // namespace

} // namespace hop::mb
