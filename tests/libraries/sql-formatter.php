<?php
// doctrine/sql-formatter: formats, highlights (CLI and HTML), compresses and splits SQL.
require '/usr/share/php/Doctrine/SqlFormatter/autoload.php';
use Doctrine\SqlFormatter\{SqlFormatter, NullHighlighter, HtmlHighlighter, CliHighlighter};

$sqls = ["SELECT a.id, b.name, COUNT(*) AS n FROM users a LEFT JOIN orders b ON a.id = b.user_id AND b.status IN ('paid','sent') WHERE a.created > '2020-01-01' AND (a.flag = 1 OR a.other IS NULL) GROUP BY a.id, b.name HAVING n > 2 ORDER BY n DESC LIMIT 10 OFFSET 5",
  "INSERT INTO t (a, b) VALUES (1, 'x''y'), (2, \"z\"); UPDATE t SET a = a + 1 WHERE b LIKE '%x%'; DELETE FROM t WHERE a < 0 -- cleanup\n/* done */",
  "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT CASE WHEN n % 2 = 0 THEN 'even' ELSE 'odd' END kind, `n` FROM c",
  "CREATE TABLE x (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(255) NOT NULL DEFAULT '', KEY idx_name (name)) ENGINE=InnoDB; select * from x where id = :id and name = ? and v = @var"];
$plain = new SqlFormatter(new NullHighlighter());
$html = new SqlFormatter(new HtmlHighlighter());
$cli = new SqlFormatter(new CliHighlighter());
foreach ($sqls as $sql) {
    echo $plain->format($sql), "\n--\n", $plain->compress($sql), "\n--\n", $html->highlight($sql), "\n--\n", json_encode($cli->format($sql, '  ')), "\n==\n";
}
