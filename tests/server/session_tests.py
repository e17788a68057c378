# session_tests.py — sessions in `hop serve` against php-fpm (files handler): the cookie and cache headers of session_start, a counter carried by the cookie across requests, regenerate, destroy, and the lock that makes two requests of one session run one after the other. Mixed into run-server-tests.py's Runner.
import os
import re
import textwrap
import threading
import time

import fcgi_client as fc

SESSION_PAGES = {
    "session-start.php": textwrap.dedent("""\
        <?php
        var_dump(session_start(), session_status(), strlen(session_id()), $_SESSION);
        var_dump(headers_list() == array_values(array_filter(headers_list(), fn($h) => !str_starts_with($h, 'X-Powered-By'))));
        """),
    "session-counter.php": textwrap.dedent("""\
        <?php
        session_start();
        $_SESSION['n'] = ($_SESSION['n'] ?? 0) + 1;
        $_SESSION['hist'][] = $_GET['tag'] ?? '-';
        echo "n=", $_SESSION['n'], " hist=", implode(',', $_SESSION['hist']), "\\n";
        echo "from cookie: ", isset($_COOKIE[session_name()]) && $_COOKIE[session_name()] === session_id() ? 'yes' : 'no', "\\n";
        """),
    "session-regenerate.php": textwrap.dedent("""\
        <?php
        session_start();
        $old = session_id();
        $_SESSION['kept'] = 'yes';
        var_dump(session_regenerate_id((bool)($_GET['delete'] ?? false)));
        var_dump($old !== session_id(), file_exists(session_save_path() . "/sess_$old"), $_SESSION);
        """),
    "session-destroy.php": textwrap.dedent("""\
        <?php
        session_start();
        $id = session_id();
        var_dump($_SESSION['n'] ?? null, session_destroy(), session_status(), session_id(), file_exists(session_save_path() . "/sess_$id"));
        """),
    "session-options.php": textwrap.dedent("""\
        <?php
        session_name('APPSESS');
        session_set_cookie_params(['lifetime' => 3600, 'path' => '/app', 'domain' => 'example.com', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
        session_cache_limiter($_GET['limiter'] ?? 'nocache');
        var_dump(session_start(['cache_expire' => 30]));
        setcookie('other', 'x');
        session_regenerate_id();
        var_dump(count(array_filter(headers_list(), fn($h) => str_starts_with($h, 'Set-Cookie: APPSESS='))));
        """),
    "session-after-output.php": textwrap.dedent("""\
        <?php
        echo "output\\n";
        var_dump(session_start(), session_status());
        """),
    "session-lock.php": textwrap.dedent("""\
        <?php
        session_start();
        $_SESSION['visits'][] = $_GET['who'];
        usleep(300000);
        echo implode(',', $_SESSION['visits']), "\\n";
        """),
    "session-user.php": textwrap.dedent("""\
        <?php
        class Counted extends SessionHandler {
            public function write(string $id, string $data): bool { header('X-Write: ' . strlen($data)); return parent::write($id, $data); }
        }
        session_set_save_handler(new Counted, true);
        session_start();
        $_SESSION['u'] = ($_SESSION['u'] ?? 0) + 1;
        echo "u=", $_SESSION['u'], "\\n";
        """),
}

ID_RE = re.compile(rb"(APPSESS|PHPSESSID)=([0-9a-zA-Z,-]+)")


def mask_ids(resp):
    """(status, headers, body) with session ids replaced and dates of the cache headers masked."""
    status, headers, body = resp
    out = []
    for k, v in headers:
        v = ID_RE.sub(lambda m: m.group(1) + b"=ID", v.encode()).decode() if "SESS" in v else v
        if k.lower() == "expires" and "1981" not in v:
            v = "DATE"
        if k.lower() == "set-cookie" and "expires=" in v:
            v = re.sub(r"expires=[^;]+", "expires=DATE", v)
        out.append((k, v))
    return status, out, body


def cookie_of(resp):
    for k, v in resp[1]:
        if k.lower() == "set-cookie":
            m = ID_RE.search(v.encode())
            if m:
                return m.group(1).decode(), m.group(2).decode()
    return None


class SessionTests:
    def session_request(self, sock, page, query="", cookie=None, normalize=None):
        extra = {"HTTP_COOKIE": f"{cookie[0]}={cookie[1]}"} if cookie else {}
        params = self.session_params(page, query, extra)
        return normalize(fc.do_request(sock, params), self.docroot)

    def sessions(self, base_params, normalize):
        print("sessions against php-fpm:")
        for name, text in SESSION_PAGES.items():
            with open(os.path.join(self.docroot, name), "w") as f:
                f.write(text)
        self.session_params = lambda page, query, extra: base_params(self.docroot, page, "GET", query, extra, b"", None)
        backends = {"hop": self.hop_sock, "php-fpm": self.fpm_sock}

        def both(label, page, query="", cookies=None, check_body=None):
            """page from both servers (each with its own session cookie), compared after masking ids."""
            res = {}
            for who, sock in backends.items():
                res[who] = self.session_request(sock, page, query, (cookies or {}).get(who), normalize)
            g, w = mask_ids(res["hop"]), mask_ids(res["php-fpm"])
            self.check(g == w, f"session: {label}", f"    hop:     {g}\n    php-fpm: {w}")
            return res

        r = both("session_start: cookie and nocache headers", "session-start.php")
        self.check(cookie_of(r["hop"]) is not None, "session: hop sends the PHPSESSID cookie", f"    {r['hop'][1]}")
        # A counter across requests, carried by each server's own cookie.
        first = both("counter, first request", "session-counter.php", "tag=a")
        cookies = {who: cookie_of(resp) for who, resp in first.items()}
        both("counter, second request with the cookie", "session-counter.php", "tag=b", cookies)
        both("counter, third request with the cookie", "session-counter.php", "tag=c", cookies)
        # A user handler (SessionHandler subclass) writes through the files handler at the end of the request.
        uc = {who: cookie_of(resp) for who, resp in both("user save handler, first", "session-user.php").items()}
        both("user save handler, second", "session-user.php", "", uc)
        # Regenerate: a new id in a new cookie, the data kept; the old file kept or deleted.
        regen = both("session_regenerate_id()", "session-regenerate.php", "", cookies)
        self.check(cookie_of(regen["hop"]) not in (None, cookies["hop"]), "session: regenerate sends a new id",
                   f"    {regen['hop'][1]}")
        cookies = {who: cookie_of(resp) for who, resp in regen.items()}
        regen = both("session_regenerate_id(true)", "session-regenerate.php", "delete=1", cookies)
        cookies = {who: cookie_of(resp) for who, resp in regen.items()}
        both("session_destroy()", "session-destroy.php", "", cookies)
        both("a destroyed session starts again empty", "session-counter.php", "tag=z", cookies)
        both("cookie params, name, cache limiter private", "session-options.php", "limiter=private")
        both("cache limiter public", "session-options.php", "limiter=public")
        both("cache limiter private_no_expire", "session-options.php", "limiter=private_no_expire")
        both("no cache limiter", "session-options.php", "limiter=")
        both("session_start after output", "session-after-output.php")
        # A strict-mode server refuses an id it did not make (sends a new cookie).
        both("unknown id from the client (not strict)", "session-counter.php", "tag=u",
             {"hop": ("PHPSESSID", "clientchosen1"), "php-fpm": ("PHPSESSID", "clientchosen1")})
        # Two requests of one session at once: the second waits for the first's lock, and sees its write.
        for who, sock in backends.items():
            c = cookie_of(self.session_request(sock, "session-start.php", normalize=normalize))
            bodies = {}

            def req(tag, sock=sock, c=c):
                bodies[tag] = self.session_request(sock, "session-lock.php", f"who={tag}", c, normalize)[2]
            t0 = time.time()
            ts = [threading.Thread(target=req, args=(tag,)) for tag in ("x", "y")]
            ts[0].start()
            time.sleep(0.1)
            ts[1].start()
            for t in ts:
                t.join()
            took = time.time() - t0
            self.check(bodies.get("x") == b"x\n" and bodies.get("y") == b"x,y\n" and took >= 0.6,
                       f"session: {who}: two requests of one session run one after the other (locked)",
                       f"    bodies {bodies}, {took:.2f} s")
        # Different sessions are not serialized by each other.
        for who, sock in backends.items():
            cs = [cookie_of(self.session_request(sock, "session-start.php", normalize=normalize)) for _ in range(2)]
            bodies = {}

            def req2(i, sock=sock, cs=cs):
                bodies[i] = self.session_request(sock, "session-lock.php", f"who={i}", cs[i], normalize)[2]
            t0 = time.time()
            ts = [threading.Thread(target=req2, args=(i,)) for i in range(2)]
            for t in ts:
                t.start()
            for t in ts:
                t.join()
            took = time.time() - t0
            self.check(bodies == {0: b"0\n", 1: b"1\n"} and took < 0.6 + 0.5,
                       f"session: {who}: two sessions at once are not serialized", f"    bodies {bodies}, {took:.2f} s")
