"""HOLC Redlining (1934): additional clauses (second batch).

Appended to clauses_holc.CLAUSES in clauses.py. Grounded in the Federal Home Loan Bank Act
(22 July 1932: districts, membership, advances, collateral); the Home Owners' Loan Act of 1933
and its 1934-1935 amendments (cash advances, extensions, penalties, Federal Savings and Loan
Associations, Treasury and HOLC share purchases); the HOLC City Survey Program (1935-1940)
area descriptions and map circulation; HOLC appraisal and property-management practice; the
National Housing Act of 1934 (Title II mutual mortgage insurance, premiums, group accounts and
participation payments, s. 207 rental projects, conditional commitments to builders, Title IV
the Federal Savings and Loan Insurance Corporation) and its 1938 amendments (reduced premium on
small new homes); the FHA Underwriting Manual (1936, 1938; the 1947 edition's "compatibility"
wording) on the rating of location, reject ratings, adverse influences, barriers, model
restrictive agreements, borrower rating; FHA and VA practice in the 1940s (the 1941 Detroit
Eight Mile / Birwood wall, segregated s. 207 projects, VA appraisal on FHA standards, the
December 1949 announcement on covenants recorded after 15 February 1950); and single-family
zoning ordinances of the kind the FHA rated as protection. Texts are paraphrases into
operative form, not quotations.
"""
from common import R

POLICY = "HOLC Redlining (1934)"

CLAUSES = [
    # --- Federal Home Loan Bank Act 1932 ---
    R("The Board shall divide the continental United States into not fewer than eight nor more than twelve districts and shall establish a Federal Home Loan Bank in a city of each district.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0)),
    R("Any building and loan association, cooperative bank, homestead association, insurance company, or savings bank shall be eligible to become a member of a Federal Home Loan Bank upon subscribing for its stock.",
      "E", "ben", (0.0, 0.1, 0.0, 0.0)),
    R("A member may obtain advances from its Bank upon the pledge of home mortgages it holds, but the aggregate of such advances outstanding shall at no time exceed twelve times the member's paid-in stock.",
      "E", "ben", (0.0, 0.1, 0.0, 0.05)),
    R("No home mortgage shall be accepted as collateral for an advance if more than fifteen years remain to run on it, if it has been in default for over six months, or if the home is valued above twenty thousand dollars.",
      "E", "neu", (0.0, 0.0, 0.0, 0.05)),

    # --- Home Owners' Loan Act 1933 and amendments ---
    R("Loans shall be made only to owners who occupy the home, or hold it as a homestead, and who are in default or unable to carry their indebtedness through the normal channels of lending.",
      "M", "neu", (0.0, 0.0, 0.05, 0.05)),
    R("Where the holder of the mortgage will not take the Corporation's bonds in exchange, the Corporation may advance cash to the owner, up to forty per cent of the appraised value, to pay taxes and redeem the property.",
      "M", "ben", (0.0, 0.1, 0.0, 0.0), ["property"]),
    R("When a borrower is temporarily unable to meet an instalment by reason of unemployment, illness or other misfortune, the Corporation may in its discretion extend the time for payment of principal or interest.",
      "M", "ben", (0.0, 0.1, 0.0, 0.05)),
    R("Whoever makes a statement knowing it to be false, or wilfully overvalues any security, in order to obtain a loan or influence the action of the Corporation, shall be fined up to five thousand dollars or imprisoned up to two years.",
      "M", "bur", (0.05, 0.0, 0.0, 0.05)),
    R("The Board may provide for the organization, examination and regulation of local mutual thrift institutions to be called Federal Savings and Loan Associations, which shall lend chiefly on first liens upon homes within fifty miles of their office.",
      "E", "ben", (0.0, 0.05, 0.0, 0.05)),
    R("The Secretary of the Treasury may subscribe for preferred shares in any Federal Savings and Loan Association up to one hundred thousand dollars each, and the Corporation itself may invest in the shares of such associations.",
      "E", "ben", (0.0, 0.1, 0.0, 0.05)),
    R("The selling price and terms of each reconditioned home the Corporation has acquired shall be set according to the security grade of its neighborhood, with smaller down payments and longer terms allowed in the better grades.",
      "M", "mix", (0.5, 0.5, 0.4, 0.3), ["neighborhood"], uses=True),

    # --- City Survey Program ---
    R("Each area description shall bear the signatures of the field agent and of the local realtors and lenders consulted, and the regional office shall review the grades before the map is finally approved.",
      "M", "neu", (0.1, 0.05, 0.05, 0.2)),
    R("An area shall not be given the first grade where its occupants are predominantly foreign-born or Jewish, however well kept its homes may be, since such a population is said to narrow the market for its properties.",
      "O", "bur", (0.5, 0.5, 0.7, 0.3), ["properties"], exp=True),
    R("Where the field agent lists Negro concentration among the detrimental influences of a district, it shall be mapped in red whatever the age, construction and upkeep of its dwellings.",
      "O", "bur", (0.85, 0.6, 0.8, 0.5), ["detrimental influences"]),
    R("Districts whose residents are chiefly families on relief or in casual employment shall be reported with the percentage on relief and graded no higher than third, with loans held to a small fraction of value.",
      "M", "bur", (0.4, 0.3, 0.6, 0.3)),
    R("Each grade shall reflect the expected trend of the area over the next ten to fifteen years, and the agent shall mark an area as declining wherever its population is expected to shift toward lower-income or non-white occupants.",
      "O", "bur", (0.5, 0.5, 0.7, 0.4), ["declining"], uses=True, exp=True),
    R("The Corporation may furnish copies of its security maps and area descriptions to the Federal Housing Administration and to the Bank Board, which may use the grades when weighing the risk of mortgages in each city.",
      "O", "bur", (0.5, 0.4, 0.4, 0.5), ["risk"], uses=True),
    R("A section of sound homes owned by skilled white workmen, removed from industry and from any Negro district, shall be graded second, and lenders may lend there at nearly their maximum ratio.",
      "I", "ben", (0.2, 0.5, 0.3, 0.2)),
    R("An area of older homes owned by Italian and Polish workmen shall be graded third on account of the nationality of its people, and lenders shall keep their loans there to a low percentage of value.",
      "I", "bur", (0.4, 0.4, 0.6, 0.3), exp=True),

    # --- HOLC appraisal ---
    R("The appraisal report shall state whether the home lies in a neighborhood that is improving, static or declining, and the appraiser shall reduce the valuation of any home in a neighborhood found to be declining.",
      "O", "bur", (0.4, 0.3, 0.6, 0.3), ["neighborhood", "declining"], uses=True),
    R("No fee appraiser shall value a home in which he or a member of his family holds an interest, and every appraisal shall be reviewed by the state office before the loan is closed.",
      "M", "neu", (0.0, 0.0, 0.0, 0.05)),
    R("The ratio of loan to appraised value shall be reduced for homes in districts undergoing infiltration, and no loan shall exceed half the value where inharmonious occupants already predominate.",
      "O", "bur", (0.7, 0.5, 0.7, 0.4), ["infiltration", "inharmonious"], uses=True),

    # --- National Housing Act 1934 and 1938 amendments ---
    R("The mortgagee shall pay the Administrator an annual premium of one-half of one per cent of the original face amount of each insured mortgage, to be credited to the Mutual Mortgage Insurance Fund.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0)),
    R("Insured mortgages shall be placed in groups according to risk and location, and when the mortgages of a group have been paid off, any surplus in the group account shall be shared among its mortgagors as participation payments.",
      "I", "ben", (0.05, 0.3, 0.1, 0.05), ["risk"]),
    R("The Administrator may insure mortgages on rental housing projects of limited dividend corporations that are regulated as to rents, charges and rate of return, up to five million dollars for any one project.",
      "E", "ben", (0.0, 0.1, 0.0, 0.05)),
    R("Before construction begins, the Administrator may issue to a builder a conditional commitment to insure the mortgages on houses to be erected in a tract that meets the Administration's requirements.",
      "E", "ben", (0.2, 0.3, 0.1, 0.2)),
    R("Insured mortgages and the debentures issued for them shall be lawful investments and may be accepted as security for all fiduciary, trust and public funds under the control of the United States.",
      "E", "ben", (0.0, 0.1, 0.0, 0.1)),
    R("The Federal Savings and Loan Insurance Corporation shall insure the accounts of every federal savings and loan association, and of eligible state institutions that apply, up to five thousand dollars for each investor.",
      "M", "ben", (0.0, 0.05, 0.0, 0.0)),
    R("An approved mortgagee that charges a borrower fees or interest beyond those the regulations allow may be suspended or removed from the list of approved mortgagees by the Administrator.",
      "E", "bur", (0.0, 0.0, 0.0, 0.05)),
    R("Each monthly payment on an insured mortgage shall include, besides principal and interest, one-twelfth of the yearly taxes, hazard insurance and insurance premium, so that the home owner faces no lump-sum charges.",
      "I", "ben", (0.0, 0.3, 0.0, 0.05)),
    R("On a mortgage of not more than five thousand four hundred dollars covering a new single-family dwelling occupied by its owner, the annual premium shall be reduced to one-quarter of one per cent.",
      "I", "ben", (0.05, 0.4, 0.1, 0.05)),
    R("A mortgagor may prepay the insured mortgage in whole or in part on any instalment date, upon thirty days' written notice to the mortgagee, subject only to a small adjustment charge.",
      "I", "ben", (0.0, 0.2, 0.0, 0.0)),

    # --- FHA Underwriting Manual ---
    R("The rating of location shall be built from weighted ratings of relative economic stability, protection from adverse influences, transportation, civic and commercial centers, utilities, taxes, and the appeal of the neighborhood.",
      "M", "neu", (0.2, 0.1, 0.3, 0.2), ["stability", "adverse influences", "neighborhood"]),
    R("If any feature of the neighborhood receives a reject rating, the application shall be declined however favourably the borrower and the dwelling itself are rated.",
      "O", "bur", (0.6, 0.4, 0.4, 0.6), ["neighborhood"], uses=True),
    R("Adverse influences to be guarded against include smoke, odors, fog, heavy traffic, nuisances, the encroachment of business and industry, and the intrusion of inharmonious racial or nationality groups.",
      "O", "bur", (0.6, 0.6, 0.8, 0.4), ["adverse influences", "inharmonious"], uses=True),
    R("The valuator shall treat as protected a location separated by a wide highway, park, ravine or railroad from an area of mixed or declining occupancy, and shall lower the rating where no such barrier intervenes.",
      "O", "bur", (0.6, 0.6, 0.6, 0.4), ["declining"], uses=True),
    R("Land in a location occupied by incompatible groups shall be valued at a lower level, and the valuator shall anticipate no recovery of value so long as that occupancy continues.",
      "O", "bur", (0.7, 0.5, 0.8, 0.4), ["incompatible"], uses=True),
    R("The valuator shall note the racial make-up of the neighborhood and any trend toward change in it, and shall treat a location in transition as presenting a heightened risk to the mortgage.",
      "O", "bur", (0.7, 0.6, 0.7, 0.4), ["neighborhood", "risk"], uses=True),
    R("Model restrictive agreements for new subdivisions, including the restriction of occupancy by race, shall bind every lot in the tract, run at least twenty-five years with automatic renewal, and be enforceable by suit of any lot owner.",
      "O", "bur", (0.8, 0.5, 0.4, 0.6)),
    R("A location shall be rated high in appeal where its houses are of similar type and cost and its occupants homogeneous in social and economic standing, uniformity being held to sustain values.",
      "I", "ben", (0.3, 0.7, 0.6, 0.2), ["homogeneous"], uses=True),
    R("The valuator shall consider whether the occupants of a neighborhood are compatible in social and economic background, since a lack of compatibility among them is held to impair the stability of values.",
      "O", "bur", (0.6, 0.5, 0.8, 0.4), ["neighborhood", "stability"], uses=True),
    R("No mortgage should be insured on a dwelling sold to a Negro purchaser in a block occupied by white families, since such a sale is held to impair the security of every other mortgage there.",
      "O", "bur", (0.9, 0.7, 0.7, 0.4)),
    R("Where a borrower's income comes from domestic or casual labor or from work of uncertain tenure, the rating of the borrower's credit and prospects shall be lowered and the mortgage may be rejected.",
      "O", "bur", (0.5, 0.4, 0.5, 0.4), ["credit"], uses=True),
    R("Properties in congested, blighted or declining districts shall not be accepted for mortgage insurance, whatever the condition of the particular dwelling offered.",
      "O", "bur", (0.6, 0.4, 0.6, 0.4), ["properties", "declining"], uses=True),

    # --- FHA and VA practice in the 1940s; zoning ---
    R("Mortgages on homes in a tract adjoining an established Negro settlement may be insured only after the developer has built a solid wall along the boundary, separating the tract from that settlement.",
      "M", "mix", (0.7, 0.7, 0.5, 0.4)),
    R("A mortgage on a rental project intended for Negro tenants may be insured where the project lies within an established Negro area and its occupancy will not spread into adjoining white neighborhoods.",
      "O", "mix", (0.6, 0.5, 0.5, 0.3), ["neighborhoods"]),
    R("After the fifteenth of February 1950 the Administration shall not insure a mortgage on property bound by a covenant restricting sale or occupancy by race, where the covenant was recorded after that date.",
      "O", "ben", (0.2, 0.1, 0.0, 0.3), ["property"]),
    R("A home loan guaranteed for a veteran shall be appraised under the standards of the Federal Housing Administration, and no guaranty shall issue where the appraiser finds the location to carry excessive risk.",
      "M", "mix", (0.5, 0.5, 0.4, 0.4), ["risk"], uses=True),
    R("In a single-family residence district no building shall be erected except a detached dwelling for one family on a lot of at least six thousand square feet, and no apartment, store or boarding house shall be permitted.",
      "M", "mix", (0.3, 0.3, 0.2, 0.2)),
]
