// mail.h — php_mail for other modules (mb_send_mail): sends a message through sendmail_path.
#pragma once

#include <string>
#include <string_view>

namespace hop {

struct ArrayData;

/// php_mail: cleans to/subject, checks the headers, pipes the message to
/// sendmail_path; false (after php's warnings, named after fn) on failure.
bool phpMail(std::string_view to, std::string_view subject, std::string_view message, std::string headers,
             std::string_view params, const char* fn);
/// php_mail_build_headers: the "Name: value" lines of an array of headers (php's TypeErrors).
std::string mailHeadersFromArray(ArrayData* h);

} // namespace hop
