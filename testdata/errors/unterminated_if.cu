// Preprocessing: #if without #endif; EDG reports it at the #if.
#if 1 // ERROR "the #endif for this directive is missing"
int main() { return 0; }
