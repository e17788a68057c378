<?php
// Prints a program (the runner runs the output, and lints it with -l).
echo "<?php\n\$x = \"\";\n", str_repeat("\$x .= \"a\";\n", 200000), "echo strlen(\$x), \"\\n\";\n";
