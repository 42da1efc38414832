// Stub of Foundation/NSDecimal.h. Apple declares NSDecimal as a C struct, which Swift imports as
// Decimal (Foundation.apinotes: SwiftName Decimal) and extends in its overlay. A C struct is
// trivially representable in Objective-C, so `@NSManaged var price: Decimal` compiles while
// `Decimal?` "cannot be represented in Objective-C", as with Apple's SDK.
#ifndef _STUB_FOUNDATION_NSDECIMAL_H_
#define _STUB_FOUNDATION_NSDECIMAL_H_
#include <Foundation/NSObjCRuntime.h>
// https://developer.apple.com/documentation/foundation/nsdecimal: a number of up to 38 decimal
// digits with an exponent, as bit fields and a mantissa of eight 16-bit words.
typedef struct {
    signed int _exponent:8;
    unsigned int _length:4;
    unsigned int _isNegative:1;
    unsigned int _isCompact:1;
    unsigned int _reserved:18;
    unsigned short _mantissa[8];
} NSDecimal;
#endif
