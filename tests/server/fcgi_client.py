# fcgi_client.py — a small FastCGI client for the server tests: records, name-value pairs, one request per call (optionally on a kept connection).
import socket
import struct

VERSION = 1
BEGIN_REQUEST, ABORT_REQUEST, END_REQUEST, PARAMS, STDIN, STDOUT, STDERR = 1, 2, 3, 4, 5, 6, 7
GET_VALUES, GET_VALUES_RESULT, UNKNOWN_TYPE = 9, 10, 11
RESPONDER = 1
KEEP_CONN = 1


def record(rtype, rid, content=b"", pad=None):
    if pad is None:
        pad = (8 - len(content) % 8) % 8
    return struct.pack(">BBHHBx", VERSION, rtype, rid, len(content), pad) + content + b"\0" * pad


def nv_len(n):
    return bytes([n]) if n < 128 else struct.pack(">I", n | 0x80000000)


def name_values(pairs):
    out = b""
    for k, v in pairs:
        k = k.encode() if isinstance(k, str) else k
        v = v.encode() if isinstance(v, str) else v
        out += nv_len(len(k)) + nv_len(len(v)) + k + v
    return out


def parse_name_values(data):
    out, i = [], 0
    while i < len(data):
        lens = []
        for _ in range(2):
            if data[i] & 0x80:
                lens.append(struct.unpack(">I", data[i:i + 4])[0] & 0x7FFFFFFF)
                i += 4
            else:
                lens.append(data[i])
                i += 1
        out.append((data[i:i + lens[0]], data[i + lens[0]:i + lens[0] + lens[1]]))
        i += lens[0] + lens[1]
    return out


def request_bytes(params, body=b"", rid=1, keep=False):
    out = record(BEGIN_REQUEST, rid, struct.pack(">HB5x", RESPONDER, KEEP_CONN if keep else 0))
    nv = name_values(params)
    for i in range(0, len(nv), 65535):
        out += record(PARAMS, rid, nv[i:i + 65535])
    out += record(PARAMS, rid)
    for i in range(0, len(body), 65535):
        out += record(STDIN, rid, body[i:i + 65535])
    out += record(STDIN, rid)
    return out


def connect(address, timeout=10):
    if isinstance(address, str):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    else:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    s.connect(address)
    return s


class Closed(Exception):
    pass


def read_exact(sock, n):
    buf = b""
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise Closed()
        buf += chunk
    return buf


def read_record(sock):
    h = read_exact(sock, 8)
    ver, rtype, rid, clen, plen = struct.unpack(">BBHHBx", h)
    content = read_exact(sock, clen + plen)[:clen]
    return rtype, rid, content


class Response:
    def __init__(self):
        self.stdout = b""
        self.stderr = b""
        self.app_status = None
        self.protocol_status = None
        self.stdout_records = 0
        self.other = []

    def split(self):
        """(status, [(name, value)], body) of the CGI response in stdout."""
        head, sep, body = self.stdout.partition(b"\r\n\r\n")
        if not sep:
            return None, [], self.stdout
        status = 200
        headers = []
        for line in head.split(b"\r\n"):
            name, _, value = line.decode("latin-1").partition(":")
            value = value.strip()
            if name.lower() == "status":
                status = int(value.split()[0])
                headers.append(("Status", value))
            else:
                headers.append((name, value))
        return status, headers, body


def read_response(sock, rid=1):
    r = Response()
    while True:
        rtype, got, content = read_record(sock)
        if rtype == STDOUT and got == rid:
            r.stdout += content
            r.stdout_records += 1
        elif rtype == STDERR and got == rid:
            r.stderr += content
        elif rtype == END_REQUEST and got == rid:
            r.app_status, r.protocol_status = struct.unpack(">IB3x", content)
            return r
        else:
            r.other.append((rtype, got, content))


def do_request(address, params, body=b"", sock=None, keep=False, rid=1):
    own = sock is None
    if own:
        sock = connect(address)
    try:
        sock.sendall(request_bytes(params, body, rid=rid, keep=keep))
        return read_response(sock, rid)
    finally:
        if own:
            sock.close()
