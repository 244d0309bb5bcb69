// Lexical: a string literal and a character literal missing their closing
// quotes. (The expectations sit on the line before, marked @+1: a comment
// after an unterminated literal would be part of it.)
// ERROR@+1 "missing closing quote"
const char *s = "unterminated;
// ERROR@+1 "expected a \";\"" ERROR@+1 "missing closing quote"
char c = 'x;
int main() { return 0; }
